export const COUNTRIES = ['kosovo', 'albania', 'north_macedonia'] as const;

export type Country = (typeof COUNTRIES)[number];

export const COUNTRY_LABELS: Record<Country, string> = {
  kosovo: 'Kosovë',
  albania: 'Shqipëri',
  north_macedonia: 'Maqedoni e Veriut',
};

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}
