/**
 * A job's price is its labour: the parts used are added to it on their own, so the label says so
 * (a client told the price must not be surprised by a higher total once a part is used).
 */
export const LABOUR_PRICE_LABEL = 'Çmimi i punës (pa pjesët)';

/** A job's labour and its parts at their sale prices, summed in cents so that no float error shows. */
export const plusParts = (labour: number, parts: number): number => Math.round(labour * 100 + parts * 100) / 100;

export const INVALID_PRICE_TEXT = 'Shkruani një çmim të vlefshëm, p.sh. 25 ose 25,50';

/** The text of a price field: empty is no price; a comma or a point may separate up to two decimals. */
export function parsePriceText(text: string): { valid: true; price: number | null } | { valid: false } {
  const clean = text.replace(/[\s€]/g, '');
  if (clean === '') return { valid: true, price: null };
  if (!/^\d{1,8}([.,]\d{1,2})?$/.test(clean)) return { valid: false };
  return { valid: true, price: Number(clean.replace(',', '.')) };
}

/** A stored price as the field shows it: "25,5" for 25.5. */
export function priceToText(price: number | null): string {
  return price === null ? '' : String(price).replace('.', ',');
}
