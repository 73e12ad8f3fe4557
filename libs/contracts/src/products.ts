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
  /** Tracked one unit each by IMEI or serial (its quantity is then the count of its units in stock). */
  serialized?: boolean;
  /** The buyer's warranty in months (0: none), printed on the sale's receipt. */
  warrantyMonths?: number;
}

/**
 * PATCH /api/products/:id: only the fields sent change; a new quantity is booked as a manual stock movement (not
 * for a serialized product: its units make its quantity). `serialized` switches only while the quantity is 0.
 */
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
  serialized: boolean;
  warrantyMonths: number;
  /** Items brought back faulty: out of the stock's quantity, kept apart until written off or sent back. */
  defectiveQuantity: number;
  /** When it was taken off sale (DELETE /api/products/:id); null while it is on sale. */
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Days until the item runs out at the recent pace; null when it is not used. */
  daysLeft: number | null;
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
  /** Only the products taken off sale (to bring one back: POST /api/products/:id/restore); else only those on sale. */
  archived?: boolean;
}

/** The most months of warranty a product gives its buyer. */
export const WARRANTY_MONTHS_MAX = 60;

/** DELETE /api/products/:id takes the product off (archived: hidden from lists, lookups, sales and jobs; its books stay). */
export interface ProductArchivedResponse extends SuccessResponse {
  product: ProductResponse;
  /** Says what it held (pieces in stock are not moved: they leave the lists with the product). */
  message: string;
}

/** POST /api/products/:id/defective/write-off: defective pieces sent back to the supplier or thrown away. */
export interface DefectiveWriteOffRequest {
  quantity: number;
}

/** GET /api/products/:id/units (paged, newest first). */
export interface ProductUnitListQuery {
  status?: ProductUnitStatus;
}

/**
 * GET /api/products/lookup?code=: an exact barcode first, else an exact code, else a unit's IMEI or serial
 * (a unit in stock first). Archived products are never found.
 */
export interface ProductLookupQuery {
  code: string;
}

/**
 * Serialized products (phones, tablets): each unit in stock is a row with its IMEI or serial number and what
 * the shop paid for that unit; the product's quantity is the count of its units in stock.
 */
export const PRODUCT_UNIT_STATUSES = ['in_stock', 'sold', 'defective', 'written_off'] as const;
export type ProductUnitStatus = (typeof PRODUCT_UNIT_STATUSES)[number];

export const PRODUCT_UNIT_STATUS_LABELS: Record<ProductUnitStatus, string> = {
  in_stock: 'Në stok',
  sold: 'E shitur',
  defective: 'Me defekt',
  written_off: 'E nxjerrë nga stoku',
};

/** POST /api/products/:id/units: a unit received (IMEI or serial, unique in the shop among units not written off). */
export interface ProductUnitRequest {
  serial: string;
  costPrice: string | number;
  note?: string | null;
}

/** PATCH /api/products/:id/units/:unitId: a unit in stock corrected, or written off / marked defective. */
export interface ProductUnitUpdateRequest {
  serial?: string;
  costPrice?: string | number;
  note?: string | null;
  status?: Extract<ProductUnitStatus, 'in_stock' | 'defective' | 'written_off'>;
}

export interface ProductUnitResponse {
  id: string;
  productId: string;
  serial: string;
  /** Left out for technicians. */
  costPrice?: string;
  status: ProductUnitStatus;
  note: string | null;
  /** The sale that sold it (the latest, if it came back and was sold again). */
  saleId: string | null;
  soldAt: string | null;
  /** The buyer's warranty, to this day (YYYY-MM-DD in the shop's time zone), when sold. */
  warrantyUntil: string | null;
  createdAt: string;
}

export interface ProductUnitSavedResponse extends SuccessResponse {
  unit: ProductUnitResponse;
}

/** GET /api/products/lookup?code=: the product, and the unit when the code was a unit's IMEI or serial number. */
export interface ProductLookupResponse extends ProductResponse {
  unit: ProductUnitResponse | null;
}
