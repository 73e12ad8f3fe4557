import { COUNTRIES, COUNTRY_LABELS } from '@repair-shop/contracts';

/** Options of a country select, labelled in Albanian. */
export const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: COUNTRY_LABELS[country] }));
