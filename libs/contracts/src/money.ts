import type { Country } from './countries';

/** The currencies a shop can keep its books in: the euro (Kosovo), the lek (Albania), the denar (North Macedonia). */
export const CURRENCIES = ['EUR', 'ALL', 'MKD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_LABELS: Record<Currency, string> = {
  EUR: 'Euro (€)',
  ALL: 'Lek (L)',
  MKD: 'Denar (den.)',
};

/** A new business keeps its books in its country's currency until the owner chooses another. */
export const COUNTRY_CURRENCY: Record<Country, Currency> = {
  kosovo: 'EUR',
  albania: 'ALL',
  north_macedonia: 'MKD',
};

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

interface CurrencyStyle {
  symbol: string;
  /** Lek and denar are written without cents unless there are some. */
  centsAlways: boolean;
}

const STYLES: Record<Currency, CurrencyStyle> = {
  EUR: { symbol: '€', centsAlways: true },
  ALL: { symbol: 'L', centsAlways: false },
  MKD: { symbol: 'den.', centsAlways: false },
};

/**
 * "1.234,50 €", "1.234 L", "1.234 den.": the Albanian way, a dot between thousands and a comma before
 * the cents. Written by hand rather than with Intl, so that every browser and the server's history
 * texts and CSV files agree whatever locale data they have.
 */
export function formatMoney(amount: number, currency: Currency = 'EUR'): string {
  const style = STYLES[currency];
  const [integer = '0', fraction = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const negative = amount < 0 && Number(`${integer}.${fraction}`) !== 0;
  const cents = style.centsAlways || fraction !== '00' ? `,${fraction}` : '';
  return `${negative ? '-' : ''}${grouped}${cents} ${style.symbol}`;
}
