import type { PaymentMethod } from '@repair-shop/contracts';
import type { AtkPaymentMethod } from './atk-coupon';

/**
 * Servisi's payment methods in ATK's PaymentType: a bank transfer has no type of its own in ATK's schema
 * (Cash, CreditCard, Voucher, Cheque, CryptoCurrency, Other), so it is Other.
 */
export const ATK_PAYMENT_METHOD: Record<PaymentMethod, AtkPaymentMethod> = {
  cash: 'Cash',
  card: 'CreditCard',
  bank: 'Other',
};
