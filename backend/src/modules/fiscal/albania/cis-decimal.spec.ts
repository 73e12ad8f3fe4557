import { DecimalFormatError } from '../../../common/money/scaled-decimal';
import { formatAmount, formatQuantity, parseAmount, parseQuantity } from './cis-decimal';

describe('exact decimals for the CIS', () => {
  it('reads and writes amounts with two decimals, negative ones too', () => {
    expect(parseAmount('12.5')).toBe(1250n);
    expect(parseAmount('0.07')).toBe(7n);
    expect(formatAmount(1250n)).toBe('12.50');
    expect(formatAmount(7n)).toBe('0.07');
    expect(formatAmount(-49999n)).toBe('-499.99');
    expect(formatAmount(0n)).toBe('0.00');
  });

  it('refuses what is not an exact amount instead of rounding it', () => {
    expect(() => parseAmount('12.345')).toThrow(DecimalFormatError);
    expect(() => parseAmount('1e3')).toThrow(DecimalFormatError);
    expect(() => parseAmount('')).toThrow(DecimalFormatError);
  });

  it('writes quantities with up to three decimals and no trailing zeros', () => {
    expect(formatQuantity(parseQuantity('1'))).toBe('1');
    expect(formatQuantity(parseQuantity('0.375'))).toBe('0.375');
    expect(formatQuantity(parseQuantity('-2.50'))).toBe('-2.5');
  });
});
