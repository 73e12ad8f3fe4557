import type { PaymentResponse } from '@repair-shop/contracts';
import { testPayment } from '@repair-shop/web/testing';
import { depositsOf, receiptPayment } from './receipt-payments';

const payment = (id: string, kind: PaymentResponse['kind'], createdAt: string) =>
  testPayment({ id, kind, createdAt, amount: 10 });

const PAYMENTS = [
  payment('deposit-1', 'deposit', '2026-11-23T09:00:00.000Z'),
  payment('payment-1', 'payment', '2026-11-23T12:00:00.000Z'),
  payment('deposit-2', 'deposit', '2026-11-23T10:00:00.000Z'),
  payment('refund-1', 'refund', '2026-11-23T12:00:00.000Z'),
];

describe('receipt payments', () => {
  it('finds the deposits among the payments, in their order', () => {
    expect(depositsOf(PAYMENTS).map((p) => p.id)).toEqual(['deposit-1', 'deposit-2']);
    expect(depositsOf([])).toEqual([]);
  });

  it('prints the payment named', () => {
    expect(receiptPayment(PAYMENTS, 'deposit-2')?.id).toBe('deposit-2');
    expect(receiptPayment(PAYMENTS, 'another-job-payment')).toBeNull();
  });

  it('prints the latest payment by default, the one listed last of two at the same time', () => {
    expect(receiptPayment(PAYMENTS)?.id).toBe('refund-1');
    expect(receiptPayment(PAYMENTS.slice(0, 3))?.id).toBe('payment-1');
    expect(receiptPayment([])).toBeNull();
  });
});
