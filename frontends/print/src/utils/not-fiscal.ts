import type { BusinessResponse } from '@repair-shop/contracts';

/** Printed on every document of the shop that is not the fiscal device's receipt (invoice, payment receipt). */
export const NOT_FISCAL_TEXT = 'Ky dokument nuk është kupon fiskal.';

/**
 * North Macedonia: a shop's fiscal receipt comes from its certified fiscal device, never from Servisi; its
 * receipts and invoices say so plainly, with where the fiscal receipt comes from.
 */
export const NORTH_MACEDONIA_NOT_FISCAL_TEXT = 'Nuk është kupon fiskal.';
export const NORTH_MACEDONIA_FISCAL_DEVICE_TEXT = 'Kuponin fiskal e jep arka fiskale e servisit.';

export const isNorthMacedonian = (business: BusinessResponse | null): boolean =>
  business?.country === 'north_macedonia';
