import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type Currency,
  type PaymentResponse,
} from '@repair-shop/contracts';
import { formatDateTime, formatMoney } from '@repair-shop/web';

interface Props {
  payments: PaymentResponse[];
  currency: Currency;
}

/** The payments and refunds of the job, oldest first, with their fiscal receipts; nothing when there are none. */
export function InvoicePayments({ payments, currency }: Props) {
  if (payments.length === 0) return null;
  return (
    <section className="invoice-payments">
      <h2>Pagesat</h2>
      <table className="invoice-lines" aria-label="Pagesat">
        <thead>
          <tr>
            <th>Data</th>
            <th>Lloji</th>
            <th>Mënyra</th>
            <th>Kuponi fiskal</th>
            <th className="invoice-num">Shuma</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td>{formatDateTime(payment.createdAt)}</td>
              <td>{PAYMENT_KIND_LABELS[payment.kind]}</td>
              <td>{PAYMENT_METHOD_LABELS[payment.method]}</td>
              <td>{payment.fiscalReceiptNumber ?? '—'}</td>
              <td className="invoice-num">
                {payment.kind === 'refund' ? '−' : ''}
                {formatMoney(payment.amount, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
