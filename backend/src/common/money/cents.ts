/**
 * Money as whole cents, so that sums and comparisons in JavaScript stay exact: amounts have at most two
 * decimals, and numeric columns arrive as pg's exact text ("12.30").
 */
export const toCents = (amount: number | string): number => Math.round(Number(amount) * 100);

export const fromCents = (cents: number): number => cents / 100;
