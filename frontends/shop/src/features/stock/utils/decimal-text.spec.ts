import { centsOf, centsToDecimal, decimalOf, decimalToText, vatRateOf } from './decimal-text';

describe('decimal text', () => {
  it('turns the typed amount into the exact decimal string the API takes, and back', () => {
    expect(decimalOf('9,90')).toBe('9.90');
    expect(decimalOf(' 25 ')).toBe('25');
    expect(decimalOf('')).toBeNull();
    expect(decimalOf('9,999')).toBeNull();
    expect(decimalToText('9.90')).toBe('9,90');
    expect(decimalToText(null)).toBe('');
  });

  it('sums in exact cents', () => {
    expect(centsOf('0,1')).toBe(10);
    expect(centsOf('1.10')).toBe(110);
    expect(centsToDecimal(3 * (centsOf('0,1') ?? 0) + 20)).toBe('0.50');
    expect(centsToDecimal(-5)).toBe('-0.05');
  });

  it('reads a VAT rate from 0 to 99.99', () => {
    expect(vatRateOf('18')).toBe('18');
    expect(vatRateOf('8,5 %')).toBe('8.5');
    expect(vatRateOf('100')).toBeNull();
  });
});
