/** How far the arrow keys move the invoice price. */
export const PRICE_STEP = 0.01;

/** A price written the Albanian way for editing, "35,50". */
export const priceText = (price: number): string => price.toFixed(2).replace('.', ',');
