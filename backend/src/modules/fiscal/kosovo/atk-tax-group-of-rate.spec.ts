import { atkTaxGroupOf } from './atk-tax-group-of-rate';

describe('atkTaxGroupOf', () => {
  it("takes a line's own rate before the shop's", () => {
    expect(atkTaxGroupOf('18.00', '8.00')).toBe('D');
    expect(atkTaxGroupOf('18.00', '0')).toBe('C');
    expect(atkTaxGroupOf('8', '18.00')).toBe('E');
  });

  it("gives a line without a rate the shop's group", () => {
    expect(atkTaxGroupOf('18.00', null)).toBe('E');
    expect(atkTaxGroupOf('8.00')).toBe('D');
    expect(atkTaxGroupOf('0.00', undefined)).toBe('C');
  });

  it('sells exempt (A) in a shop outside VAT, whatever the products say', () => {
    expect(atkTaxGroupOf(null, '18.00')).toBe('A');
    expect(atkTaxGroupOf(null, null)).toBe('A');
  });

  it('has no group for a rate Kosovo does not have', () => {
    expect(atkTaxGroupOf('18.00', '20.00')).toBeNull();
    expect(atkTaxGroupOf('10', null)).toBeNull();
  });
});
