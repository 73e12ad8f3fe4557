import { parsePriceText } from '../../../utils/price';

/**
 * Amounts of the products' API travel as exact decimal strings ("9.90"): the fields' text (comma or point) is turned
 * into that string without passing through a floating-point number, and back.
 */

/** "9,9" → "9.9", "25" → "25"; null when the text is empty or no amount (the form's rules say which). */
export function decimalOf(text: string): string | null {
  const parsed = parsePriceText(text);
  if (!parsed.valid || parsed.price === null) return null;
  return text.replace(/[\s€]/g, '').replace(',', '.');
}

/** "9.90" → "9,90", as a field shows the server's amount. */
export const decimalToText = (value: string | null | undefined): string => (value ? value.replace('.', ',') : '');

/** The amount in cents, exact: "9.9" → 990; null for no amount. */
export function centsOf(text: string): number | null {
  const decimal = decimalOf(text);
  if (decimal === null) return null;
  const [whole = '0', fraction = ''] = decimal.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as a decimal string: 530 → "5.30". */
export const centsToDecimal = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A VAT rate typed as text, 0 to 99.99 with a comma or a point; null when empty or out of range. */
export function vatRateOf(text: string): string | null {
  const clean = text.replace(/[\s%]/g, '').replace(',', '.');
  return /^(0|[1-9]\d?)(\.\d{1,2})?$/.test(clean) ? clean : null;
}
