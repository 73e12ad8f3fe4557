import { fiscalLinesOfSold } from './fiscal-sale-lines';
import { allocate, centsText, discountShares, keptByPayment, refundByMethod, refundOfLine } from './sale-money';

describe('sale money', () => {
  it('shares the sale discount proportionally, the remainder on the largest line', () => {
    const shares = discountShares([1000, 333, 667], 100);
    expect(shares).toEqual([50, 17, 33]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    const odd = discountShares([1, 1, 1], 2);
    expect(odd.reduce((a, b) => a + b, 0)).toBe(2);
    expect(discountShares([500, 0], 0)).toEqual([0, 0]);
  });

  it('keeps cash less the change and allocates job amounts in the order paid', () => {
    const payments = [
      { method: 'card' as const, cents: 3000 },
      { method: 'cash' as const, cents: 5000 },
    ];
    const kept = keptByPayment(payments, 1200);
    expect(kept).toEqual([3000, 3800]);
    expect(allocate([4000, 1000], payments, kept)).toEqual([
      [
        { method: 'card', cents: 3000 },
        { method: 'cash', cents: 1000 },
      ],
      [{ method: 'cash', cents: 1000 }],
    ]);
    expect(() => keptByPayment([{ method: 'card', cents: 100 }], 1)).toThrow();
  });

  it('refunds pieces so that returning every piece gives back the net total exactly', () => {
    const net = 1000; // 3 pieces: 3.33 + 3.33 + 3.34
    const first = refundOfLine(net, 3, 0, 1);
    const second = refundOfLine(net, 3, 1, 1);
    const last = refundOfLine(net, 3, 2, 1);
    expect([first, second, last]).toEqual([333, 333, 334]);
    expect(refundOfLine(net, 3, 0, 3)).toBe(1000);
  });

  it('gives money back cash first, then the other methods, never more than each kept', () => {
    const kept = [
      { method: 'card' as const, cents: 2000 },
      { method: 'cash' as const, cents: 1000 },
    ];
    expect(refundByMethod(1500, kept, {})).toEqual([
      { method: 'cash', cents: 1000 },
      { method: 'card', cents: 500 },
    ]);
    expect(refundByMethod(1500, kept, { cash: 1000, card: 500 })).toEqual([{ method: 'card', cents: 1500 }]);
  });

  it('writes cents as two-decimal text', () => {
    expect(centsText(0)).toBe('0.00');
    expect(centsText(1205)).toBe('12.05');
    expect(centsText(-7)).toBe('-0.07');
  });
});

describe('fiscal lines of a sold line', () => {
  const sum = (lines: { quantity: string; unitPrice: string }[]) =>
    lines.reduce((total, line) => total + Number(line.quantity) * Math.round(Number(line.unitPrice) * 100), 0);

  it('keeps one line when the net total is a whole price per piece', () => {
    const lines = fiscalLinesOfSold({ name: 'Kabëll', code: 'C1', quantity: 4, netTotal: 2000, vatRate: null });
    expect(lines).toEqual([{ name: 'Kabëll', code: 'C1', quantity: '4', unitPrice: '5.00', vatRate: null }]);
  });

  it('splits a line whose net total is no whole price per piece, the sum exact', () => {
    const lines = fiscalLinesOfSold({ name: 'Mbrojtëse', code: null, quantity: 3, netTotal: 1000, vatRate: '18.00' });
    expect(lines).toEqual([
      { name: 'Mbrojtëse', quantity: '2', unitPrice: '3.33', vatRate: '18.00' },
      { name: 'Mbrojtëse', quantity: '1', unitPrice: '3.34', vatRate: '18.00' },
    ]);
    expect(sum(lines)).toBe(1000);
  });
});
