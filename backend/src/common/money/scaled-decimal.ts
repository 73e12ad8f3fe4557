/**
 * Exact decimals as scaled integers (bigint): "19.99" at two decimals is 1999n. The fiscal documents' amounts,
 * quantities and rates are computed this way, so that no total is ever off by a floating-point cent.
 */

/** Text that is not a decimal of the expected shape; the caller wraps it in its own error. */
export class DecimalFormatError extends Error {}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * "12.5" → 1250n at two decimals. More decimals than the scale holds is an error, never a silent rounding:
 * what is signed is what was typed.
 */
export function parseScaled(text: string, decimals: number, what: string, allowNegative = true): bigint {
  const match = DECIMAL.exec(text.trim());
  if (!match || (match[1] === '-' && !allowNegative)) {
    throw new DecimalFormatError(`${what} is not a${allowNegative ? '' : ' non-negative'} decimal number: "${text}"`);
  }
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > decimals) throw new DecimalFormatError(`${what} has more than ${decimals} decimals: "${text}"`);
  const scaled = BigInt(whole + fraction.padEnd(decimals, '0'));
  return sign === '-' ? -scaled : scaled;
}

/** 1250n at two decimals → "12.50". */
export function formatScaled(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** numerator / denominator rounded half away from zero (half up for what is not negative): the tax offices' rounding. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('Division by a non-positive number');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}
