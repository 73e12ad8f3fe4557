import type { BusinessResponse, Country } from '@repair-shop/contracts';

/** What each country calls a business's fiscal number. */
export const TAX_NUMBER_LABELS: Record<Country, string> = {
  kosovo: 'NUI',
  albania: 'NIPT',
  north_macedonia: 'EDB',
};

/** "NUI: 810123456" (by the shop's country; "Numri fiskal" elsewhere), or null when the shop has none. */
export function taxNumberText({ country, taxNumber }: Pick<BusinessResponse, 'country' | 'taxNumber'>): string | null {
  return taxNumber ? `${TAX_NUMBER_LABELS[country] ?? 'Numri fiskal'}: ${taxNumber}` : null;
}

/** "18%", "5,5%": a VAT rate the Albanian way. */
export const vatRateText = (rate: number): string => `${String(rate).replace('.', ',')}%`;
