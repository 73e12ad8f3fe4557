import { DecimalFormatError, divideRounded, formatScaled, parseScaled } from './scaled-decimal';

describe('exact decimals as scaled integers', () => {
  it('reads the digits as they are typed, never through a float', () => {
    expect(parseScaled('19.99', 4, 'Price')).toBe(199900n);
    expect(parseScaled(' 0.01 ', 2, 'Payment')).toBe(1n);
    expect(parseScaled('-12.5', 2, 'Amount')).toBe(-1250n);
    expect(parseScaled('0.1', 2, 'A') + parseScaled('0.2', 2, 'B')).toBe(parseScaled('0.3', 2, 'C'));
  });

  it('refuses more decimals than the scale holds, other shapes, and a sign where none may be', () => {
    for (const text of ['12.345', '1e3', '', '1,5', '.5'])
      expect(() => parseScaled(text, 2, 'Amount')).toThrow(DecimalFormatError);
    expect(() => parseScaled('-1', 2, 'Price', false)).toThrow(DecimalFormatError);
  });

  it('writes them back as decimal text', () => {
    expect(formatScaled(182000n, 2)).toBe('1820.00');
    expect(formatScaled(5n, 2)).toBe('0.05');
    expect(formatScaled(-5n, 2)).toBe('-0.05');
    expect(formatScaled(123456n, 4)).toBe('12.3456');
    expect(formatScaled(7n, 0)).toBe('7');
  });

  it('rounds half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(15n, 10n)).toBe(2n);
    expect(divideRounded(4n, 10n)).toBe(0n);
    expect(divideRounded(0n, 7n)).toBe(0n);
  });
});
