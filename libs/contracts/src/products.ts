import type { SuccessResponse } from './common';

/**
 * Products: the items of the shop's one stock (the same rows as /api/parts), each for repairs, for sale at the
 * counter, or both. Money travels as exact decimal strings ("12.50"), never floating point.
 */

/** An amount of money: whole or with one or two decimals, at most ten integer digits (numeric(12, 2)). */
export const MONEY_TEXT_PATTERN = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;

/** A VAT rate in percent, 0 to 99.99 (numeric(4, 2), as the shop's own rate). */
export const VAT_RATE_PATTERN = /^(0|[1-9]\d?)(\.\d{1,2})?$/;

/** Why the text is no amount of money, in Albanian; null when it is one. */
export function moneyTextProblem(value: string): string | null {
  return MONEY_TEXT_PATTERN.test(value)
    ? null
    : 'Shuma shkruhet me shifra, me deri në 2 shifra pas pikës dhjetore (p.sh. 12 ose 12.50).';
}

/** POST /api/products. `vatRate` null or left out: the shop's own rate. */
export interface ProductRequest {
  name: string;
  /** The part's own code (as /api/parts has it: a supplier's or the shop's), beside the barcode. */
  code?: string | null;
  barcode?: string | null;
  /** Exact decimal strings; the server also takes a JSON number with at most two decimals. */
  costPrice: string;
  salePrice: string;
  quantity: number;
  vatRate?: string | null;
  forSale: boolean;
  forRepairs: boolean;
  category?: string | null;
  /** At or below this quantity the product is on the low-stock list; 0 leaves it off. */
  lowStockLevel?: number;
}

/** PATCH /api/products/:id: only the fields sent change; a new quantity is booked as a manual stock movement. */
export type ProductUpdateRequest = Partial<ProductRequest>;

export interface ProductResponse {
  id: string;
  name: string;
  /** The part's own code (/api/parts), kept beside the barcode. */
  code: string | null;
  barcode: string | null;
  /** Left out for technicians: they never see what the shop paid. */
  costPrice?: string;
  salePrice: string;
  /** Null: the shop's own rate. */
  vatRate: string | null;
  quantity: number;
  lowStockLevel: number;
  lowStock: boolean;
  forSale: boolean;
  forRepairs: boolean;
  category: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ProductSavedResponse extends SuccessResponse {
  product: ProductResponse;
}

/** Filters of GET /api/products (paged with limit and offset, the total in X-Total-Count). */
export interface ProductListQuery {
  /** Part of the name, or a barcode (or code) exactly as scanned. */
  search?: string;
  forSale?: boolean;
  forRepairs?: boolean;
  lowStock?: boolean;
}

/** GET /api/products/lookup?code=: the product whose barcode is exactly the code scanned. */
export interface ProductLookupQuery {
  code: string;
}
