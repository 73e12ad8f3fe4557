import { cisPaymentsOf, MixedPaymentTypesError } from './cis-payments';

describe('cisPaymentsOf', () => {
  it('makes a cash invoice of cash and card, each method with its amount', () => {
    expect(
      cisPaymentsOf(
        [
          { method: 'cash', amount: '1500.00' },
          { method: 'card', amount: '2000.50' },
        ],
        false,
      ),
    ).toEqual({
      type: 'CASH',
      payments: [
        { type: 'BANKNOTE', amount: '1500.00' },
        { type: 'CARD', amount: '2000.50' },
      ],
    });
  });

  it('makes a non-cash invoice when everything went by bank', () => {
    expect(cisPaymentsOf([{ method: 'bank', amount: '9000.00' }], false)).toEqual({
      type: 'NONCASH',
      payments: [{ type: 'ACCOUNT', amount: '9000.00' }],
    });
  });

  it('gives the amounts of a corrective invoice negative', () => {
    expect(
      cisPaymentsOf(
        [
          { method: 'card', amount: '100.00' },
          { method: 'cash', amount: '20.00' },
        ],
        true,
      ).payments,
    ).toEqual([
      { type: 'CARD', amount: '-100.00' },
      { type: 'BANKNOTE', amount: '-20.00' },
    ]);
  });

  it('refuses a bank transfer mixed with cash or card', () => {
    for (const other of ['cash', 'card'] as const) {
      expect(() =>
        cisPaymentsOf(
          [
            { method: other, amount: '10.00' },
            { method: 'bank', amount: '10.00' },
          ],
          false,
        ),
      ).toThrow(MixedPaymentTypesError);
    }
  });
});
