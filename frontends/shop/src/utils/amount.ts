import { REQUIRED_TEXT } from '@repair-shop/web';
import { INVALID_PRICE_TEXT, parsePriceText } from './price';

export const INVALID_AMOUNT_TEXT = 'Shkruani një shumë të vlefshme, p.sh. 25 ose 25,50';
export const AMOUNT_ZERO_TEXT = 'Shuma duhet të jetë më e madhe se zero';

/** The error of an amount of money typed as text (comma or point, up to two decimals), null when it is fine. */
export function amountError(text: string, { required = true }: { required?: boolean } = {}): string | null {
  const parsed = parsePriceText(text);
  if (!parsed.valid) return INVALID_AMOUNT_TEXT;
  if (parsed.price === null) return required ? REQUIRED_TEXT : null;
  return parsed.price > 0 ? null : AMOUNT_ZERO_TEXT;
}

/** The amount of a text amountError accepted; null when it is empty. */
export function amountOf(text: string): number | null {
  const parsed = parsePriceText(text);
  return parsed.valid ? parsed.price : null;
}

/** An amount the server sent, as a field starts from: "45" for 45, "45,50" for 45.5. */
export function amountToText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', ',');
}

/** The error of a required price that may be zero (a part given for free), null when it is fine. */
export function priceError(text: string): string | null {
  const parsed = parsePriceText(text);
  if (!parsed.valid) return INVALID_PRICE_TEXT;
  return parsed.price === null ? REQUIRED_TEXT : null;
}

export const INVALID_QUANTITY_TEXT = 'Shkruani një numër të plotë, p.sh. 1';

/** The error of a whole number of pieces from `min` on (the value of a NumberInput), null when it is fine. */
export function quantityError(value: number | string, min: number): string | null {
  if (value === '') return REQUIRED_TEXT;
  const quantity = Number(value);
  if (!Number.isInteger(quantity)) return INVALID_QUANTITY_TEXT;
  return quantity >= min ? null : `Sasia duhet të jetë të paktën ${min}`;
}
