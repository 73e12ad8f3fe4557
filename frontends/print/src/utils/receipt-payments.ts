import type { PaymentResponse } from '@repair-shop/contracts';

/** The deposits taken on the job (at intake or later), oldest first as the server lists them. */
export function depositsOf(payments: PaymentResponse[]): PaymentResponse[] {
  return payments.filter((payment) => payment.kind === 'deposit');
}

/**
 * The payment a payment receipt is for: the one named, or else the latest taken (the server lists
 * them oldest first; the latest time wins, and of two at the same time the one listed last). Null: no
 * such payment on this job.
 */
export function receiptPayment(payments: PaymentResponse[], paymentId?: string): PaymentResponse | null {
  if (paymentId !== undefined) return payments.find((payment) => payment.id === paymentId) ?? null;
  let latest: PaymentResponse | null = null;
  for (const payment of payments) {
    if (!latest || Date.parse(payment.createdAt) >= Date.parse(latest.createdAt)) latest = payment;
  }
  return latest;
}
