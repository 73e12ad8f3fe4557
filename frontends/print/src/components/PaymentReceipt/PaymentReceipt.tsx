import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type BusinessResponse,
  type JobMoney,
  type JobResponse,
  type PaymentResponse,
} from '@repair-shop/contracts';
import { formatDateTime, formatMoney } from '@repair-shop/web';
import { NOT_FISCAL_TEXT } from '../../utils/not-fiscal';
import { ReceiptRow } from '../ReceiptRow/ReceiptRow';
import { ReceiptShopHeader } from '../ReceiptShopHeader/ReceiptShopHeader';
import { ReceiptTicket } from '../ReceiptTicket/ReceiptTicket';

interface Props {
  job: JobResponse;
  business: BusinessResponse | null;
  payment: PaymentResponse;
  /** The job's total, paid and balance as the server summed them now. */
  money: JobMoney;
}

export const PAYMENT_RECEIPT_TITLE = 'Dëftesë pagese';

/**
 * A receipt for one payment, deposit or refund: what, how, how much, who took it and when, with the
 * fiscal receipt's number when there is one; then where the job's money stands. It is no fiscal receipt,
 * and says so.
 */
export function PaymentReceipt({ job, business, payment, money }: Props) {
  const format = (amount: number) => formatMoney(amount, money.currency);
  const refund = payment.kind === 'refund';
  const owed = money.balance < 0;
  return (
    <>
      <ReceiptShopHeader business={business} />
      <hr className="receipt-rule" />
      <h1 className="receipt-title">DËFTESË PAGESE</h1>
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
      <p className="receipt-center">
        <strong>{NOT_FISCAL_TEXT}</strong>
      </p>
      <p className="receipt-center receipt-end">Faleminderit!</p>
    </>
  );
}
