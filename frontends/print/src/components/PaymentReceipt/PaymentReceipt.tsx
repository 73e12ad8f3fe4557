import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type BusinessResponse,
  type FiscalDocumentResponse,
  type JobMoney,
  type JobResponse,
  type PaymentResponse,
} from '@repair-shop/contracts';
import { formatDateTime, formatMoney } from '@repair-shop/web';
import { COPY_TEXT } from '../../utils/fiscal-fields';
import { ReceiptFiscalFooter } from '../ReceiptFiscal/ReceiptFiscalFooter';
import { ReceiptRow } from '../ReceiptRow/ReceiptRow';
import { ReceiptShopHeader } from '../ReceiptShopHeader/ReceiptShopHeader';
import { ReceiptTicket } from '../ReceiptTicket/ReceiptTicket';

interface Props {
  job: JobResponse;
  business: BusinessResponse | null;
  payment: PaymentResponse;
  /** The job's total, paid and balance as the server summed them now. */
  money: JobMoney;
  /** The payment's fiscal document, printed at the foot (the receipt is then no longer "not fiscal"). */
  fiscal?: PrintedFiscalDocument;
}

export interface PrintedFiscalDocument {
  document: FiscalDocumentResponse;
  /** "Korrigjon faturën nr. …" for a refund, when the sale is known. */
  corrects: string | null;
  /** The server counted an earlier print of it: this one says "KOPJE". */
  copy: boolean;
}

export const PAYMENT_RECEIPT_TITLE = 'Dëftesë pagese';

/**
 * A receipt for one payment, deposit or refund: what, how, how much, who took it and when, with the
 * fiscal receipt's number when there is one; then where the job's money stands. With the payment's
 * fiscal document it ends with the document's fields and QR code ("KOPJE" under the title on a reprint);
 * without one it is no fiscal receipt, and says so (plainly in North Macedonia, whose fiscal receipts
 * come from the shop's fiscal device).
 */
export function PaymentReceipt({ job, business, payment, money, fiscal }: Props) {
  const format = (amount: number) => formatMoney(amount, money.currency);
  const refund = payment.kind === 'refund';
  const owed = money.balance < 0;
  return (
    <>
      <ReceiptShopHeader business={business} />
      <hr className="receipt-rule" />
      <h1 className="receipt-title">DËFTESË PAGESE</h1>
      {fiscal?.copy && <p className="receipt-copy">{COPY_TEXT}</p>}
      <ReceiptTicket jobId={job.id} />
      <ReceiptRow label="Klienti">{job.clientName}</ReceiptRow>
      <ReceiptRow label="Tel">{job.clientPhone}</ReceiptRow>
      <ReceiptRow label="Pajisja">{job.deviceModel}</ReceiptRow>
      <hr className="receipt-rule" />
      <ReceiptRow label="Lloji">{PAYMENT_KIND_LABELS[payment.kind]}</ReceiptRow>
      <ReceiptRow label="Mënyra">{PAYMENT_METHOD_LABELS[payment.method]}</ReceiptRow>
      <ReceiptRow label="Shuma" strong>
        <span data-testid="receipt-amount">{`${refund ? '−' : ''}${format(payment.amount)}`}</span>
      </ReceiptRow>
      <ReceiptRow label={refund ? 'Ktheu' : 'Arkëtoi'}>{payment.takenBy.name}</ReceiptRow>
      <ReceiptRow label="Data">{formatDateTime(payment.createdAt)}</ReceiptRow>
      {payment.fiscalReceiptNumber && <ReceiptRow label="Kuponi fiskal nr.">{payment.fiscalReceiptNumber}</ReceiptRow>}
      <hr className="receipt-rule" />
      <ReceiptRow label="Totali i punës">
        <span data-testid="receipt-total">{format(money.total)}</span>
      </ReceiptRow>
      <ReceiptRow label="Paguar deri tani">
        <span data-testid="receipt-paid">{format(money.paid)}</span>
      </ReceiptRow>
      <ReceiptRow label={owed ? "Për t'u kthyer klientit" : 'Mbetja për pagesë'} strong>
        <span data-testid="receipt-balance">{format(Math.abs(money.balance))}</span>
      </ReceiptRow>
      <hr className="receipt-rule" />
      <ReceiptFiscalFooter business={business} fiscal={fiscal} />
      <p className="receipt-center receipt-end">Faleminderit!</p>
    </>
  );
}
