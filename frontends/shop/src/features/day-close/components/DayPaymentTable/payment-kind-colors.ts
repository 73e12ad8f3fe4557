import type { PaymentKind } from '@repair-shop/contracts';

/** A payment's kind as the day's list marks it: a deposit, a payment, money given back. */
export const PAYMENT_KIND_COLORS: Record<PaymentKind, string> = { deposit: 'indigo', payment: 'teal', refund: 'red' };
