import type { Country } from '@repair-shop/contracts';

/** What each country calls a business's fiscal number. */
export const TAX_NUMBER_LABELS: Record<Country, string> = {
  kosovo: 'NUI',
  albania: 'NIPT',
  north_macedonia: 'EDB',
};

/** "18%", "5,5%": a VAT rate the Albanian way. */
export const vatRateText = (rate: number): string => `${String(rate).replace('.', ',')}%`;
