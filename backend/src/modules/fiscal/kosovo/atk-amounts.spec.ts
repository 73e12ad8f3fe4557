import { itemToTotalUnits, lineTotal, parseDecimal, parseQuantity, taxIncluded } from './atk-amounts';
import { AtkCouponError } from './atk-errors';

describe('ATK amounts', () => {
  it('reads decimal text digit by digit into integer units', () => {
    expect(parseDecimal('19.99', 4, 'Price')).toBe(199900n);
    expect(parseDecimal('0.1', 4, 'Price')).toBe(1000n);
    expect(parseDecimal('12.3456', 4, 'Price')).toBe(123456n);
    expect(parseDecimal('7', 2, 'Payment')).toBe(700n);
    expect(parseDecimal(' 0.01 ', 2, 'Payment')).toBe(1n);
  });

  it('refuses more decimals than the unit holds, signs, exponents and words', () => {
    for (const text of ['0.00001', '-1', '1e3', '1,5', '', 'abc', '.5']) {
      expect(() => parseDecimal(text, 4, 'Price')).toThrow(AtkCouponError);
    }
  });

  it('0.1 + 0.2 is exactly 0.3, where floating point makes 0.30000000000000004', () => {
    const sum = parseDecimal('0.1', 4, 'Price') + parseDecimal('0.2', 4, 'Price');
    expect(sum).toBe(parseDecimal('0.3', 4, 'Price'));
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('19.99 × 3 is 59.97, with 9.15 of it the 18 % tax inside', () => {
    const total = lineTotal(parseDecimal('19.99', 4, 'Price'), parseQuantity('3'));
    expect(total).toBe(599700n);
    const cents = itemToTotalUnits(total);
    expect(cents).toBe(5997n);
    // 5997 × 18 / 118 = 914.77…
    expect(taxIncluded(cents, 'E')).toBe(915n);
    expect(taxIncluded(cents, 'D')).toBe(444n); // 5997 × 8 / 108 = 444.22…
    expect(taxIncluded(cents, 'C')).toBe(0n);
    expect(taxIncluded(cents, 'A')).toBe(0n);
  });

  it('rounds half up, once, at the end', () => {
    // 0.3333 × 1.5 = 0.49995 → 0.5000 at €0.0001; → 0.50 in cents.
    expect(lineTotal(3333n, parseQuantity('1.5'))).toBe(5000n);
    expect(itemToTotalUnits(4950n)).toBe(50n);
    expect(itemToTotalUnits(4949n)).toBe(49n);
  });

  it('keeps quantities to what a protobuf float carries exactly', () => {
    expect(parseQuantity('2.5')).toBe(2500n);
    expect(parseQuantity('9999.999')).toBe(9999999n);
    expect(() => parseQuantity('0')).toThrow(AtkCouponError);
    expect(() => parseQuantity('0.0001')).toThrow(AtkCouponError);
    expect(() => parseQuantity('10000')).toThrow(AtkCouponError);
  });
});
