import { PAYMENT_METHOD_LABELS, type BusinessResponse, type Currency, type JobResponse, type PaymentResponse } from '@repair-shop/contracts';
import { clientTicketCode, formatDateTime, formatMoney } from '@repair-shop/web';
import { depositsOf } from '../../utils/receipt-payments';
import { ReceiptQr } from '../ReceiptQr/ReceiptQr';
import { ReceiptRow } from '../ReceiptRow/ReceiptRow';
import { ReceiptShopHeader } from '../ReceiptShopHeader/ReceiptShopHeader';
import { ReceiptTicket } from '../ReceiptTicket/ReceiptTicket';

interface Props {
  job: JobResponse;
  business: BusinessResponse | null;
  payments: PaymentResponse[];
  currency: Currency;
}

export const INTAKE_RECEIPT_TITLE = 'Fletëpranim';

/**
 * What the client takes home when leaving the device: the ticket, the device and the problem, the
 * estimate and the deposits, the tracking page's QR code, and a line to sign. The device's unlock code
 * stays in the shop: it is never printed.
 */
export function IntakeReceipt({ job, business, payments, currency }: Props) {
  const format = (amount: number) => formatMoney(amount, currency);
  return (
    <>
      <ReceiptShopHeader business={business} />
      <hr className="receipt-rule" />
      <h1 className="receipt-title">FLETËPRANIM</h1>
      <ReceiptTicket jobId={job.id} />
      <ReceiptRow label="Pranuar më">{formatDateTime(job.createdAt)}</ReceiptRow>
      <hr className="receipt-rule" />
      <ReceiptRow label="Klienti">{job.clientName}</ReceiptRow>
      <ReceiptRow label="Tel">{job.clientPhone}</ReceiptRow>
      <ReceiptRow label="Pajisja">{job.deviceModel}</ReceiptRow>
      <ReceiptRow label="IMEI">{job.deviceImei}</ReceiptRow>
      <p className="receipt-block-label">Problemi:</p>
      <p className="receipt-text">{job.workDescription}</p>
      <hr className="receipt-rule" />
      <ReceiptRow label="Çmimi i përafërt">{job.estimatedPrice === null ? 'Do të caktohet' : format(job.estimatedPrice)}</ReceiptRow>
      {depositsOf(payments).map((deposit) => (
        <ReceiptRow key={deposit.id} label={`Paradhënie (${PAYMENT_METHOD_LABELS[deposit.method]})`}>
          {format(deposit.amount)}
        </ReceiptRow>
      ))}
      <hr className="receipt-rule" />
      <ReceiptQr trackingToken={job.trackingToken} ticketCode={clientTicketCode(job.id)} />
      <hr className="receipt-rule" />
      <p className="receipt-small">Ruajeni këtë fletëpranim: ju duhet për marrjen e pajisjes.</p>
      <p className="receipt-small">Duke nënshkruar, klienti pranon kushtet e servisit.</p>
      <p className="receipt-signature receipt-end">Nënshkrimi i klientit</p>
    </>
  );
}
