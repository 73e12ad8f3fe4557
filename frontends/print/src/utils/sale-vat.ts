import type { SaleLineResponse } from '@repair-shop/contracts';

/** One VAT rate's share of a sale: its lines' gross amount, split exactly into base and VAT. */
export interface SaleVatGroup {
  /** "20.00": the line's own rate, or the shop's. */
  rate: string;
  gross: string;
  base: string;
  vat: string;
}

const HUNDRED_PERCENT = 10000n; // rates in hundredths of a percent, as the Albanian invoice's amounts

const cents = (amount: string): bigint => {
  const [integer = '0', fraction = ''] = amount.split('.');
  const sign = integer.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(integer.replace('-', '')) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2)));
};
const hundredths = (rate: string): bigint => cents(rate);
const amountText = (value: bigint): string => {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** The rate a line is taxed at: its own, else the shop's; null when the shop is outside the VAT register. */
export function lineVatRate(line: Pick<SaleLineResponse, 'vatRate'>, shopRate: number | null): string | null {
  if (line.vatRate !== null) return line.vatRate;
  return shopRate === null ? null : shopRate.toFixed(2);
}

/**
 * The sale's VAT per rate, from gross prices as the fiscal invoice has them: each rate's lines' net totals
 * (after the sale's discount) summed in cents, the base rounded half up from the gross, the VAT the rest, so
 * that base + VAT is what the client paid to the cent. Lines without a rate are left out.
 */
export function saleVatBreakdown(lines: readonly SaleLineResponse[], shopRate: number | null): SaleVatGroup[] {
  const groups = new Map<string, bigint>();
  for (const line of lines) {
    const rate = lineVatRate(line, shopRate);
    if (rate === null) continue;
    const key = Number(rate).toFixed(2);
    groups.set(key, (groups.get(key) ?? 0n) + cents(line.netTotal));
  }
  return [...groups.entries()]
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([rate, gross]) => {
      const divisor = HUNDRED_PERCENT + hundredths(rate);
      const base = (gross * HUNDRED_PERCENT * 2n + divisor) / (divisor * 2n);
      return { rate, gross: amountText(gross), base: amountText(base), vat: amountText(gross - base) };
    });
}
