import type { PaymentMethod } from '@repair-shop/contracts';
import type { InvoiceType, PaymentInput } from './cis-invoice';

/** How Servisi's payment methods are told to the CIS (3.7.1.46): card and cash are cash invoices. */
const CIS_PAYMENT: Record<PaymentMethod, { type: InvoiceType; method: 'BANKNOTE' | 'CARD' | 'ACCOUNT' }> = {
  cash: { type: 'CASH', method: 'BANKNOTE' },
  card: { type: 'CASH', method: 'CARD' },
  bank: { type: 'NONCASH', method: 'ACCOUNT' },
};

/** A bank transfer with cash or card: the CIS takes either a cash invoice or a non-cash one, never both. */
export class MixedPaymentTypesError extends Error {}

/**
 * The invoice's type and its PayMethods from what each method paid: CASH when every method is cash or card, NONCASH
 * when all are bank. `negative` gives the amounts of a corrective invoice that takes money back.
 */
export function cisPaymentsOf(
  payments: readonly { method: PaymentMethod; amount: string }[],
  negative: boolean,
): { type: InvoiceType; payments: PaymentInput[] } {
  const types = new Set(payments.map(({ method }) => CIS_PAYMENT[method].type));
  if (types.size > 1) throw new MixedPaymentTypesError('a cash invoice and a non-cash one');
  const [type = 'CASH'] = types;
  return {
    type,
    payments: payments.map(({ method, amount }) => ({
      type: CIS_PAYMENT[method].method,
      amount: negative ? `-${amount}` : amount,
    })),
  };
}
