import type { HistoryAuthor, SuccessResponse } from './common';
import type { FiscalDocumentResponse } from './fiscal/fiscal-documents';
import type { Currency } from './money';
import type { PaymentMethod } from './payments';

/**
 * Counter sales (issue 26): accessories, serialized units (phones by IMEI or serial), a ready repair's balance
 * and quick lines in one cart, paid once (split between methods), one fiscal document. Money travels as exact
 * decimal strings ("12.50"); the server also takes a JSON number with at most two decimals.
 */

/** What a line sells: a product of the stock, one serialized unit, a job's balance, or a quick line not in stock. */
export const SALE_LINE_KINDS = ['product', 'unit', 'job', 'quick'] as const;
export type SaleLineKind = (typeof SALE_LINE_KINDS)[number];

/**
 * One line of POST /api/sales: exactly one of productId, unitId, jobId or name (a quick line). A unit and a job
 * are quantity 1. `unitPrice` defaults to the product's sale price (the unit's product's, the job's balance);
 * a quick line must give it. `discount` is money off the whole line.
 */
export interface SaleLineRequest {
  productId?: string;
  unitId?: string;
  jobId?: string;
  name?: string;
  quantity: number;
  unitPrice?: string | number;
  discount?: string | number;
  /** A quick line's VAT rate; null or left out: the shop's. */
  vatRate?: string | null;
}

export interface SalePaymentRequest {
  method: PaymentMethod;
  amount: string | number;
}

/**
 * POST /api/sales. The payments add up to at least the total; more is given back as change, from cash only.
 * `allowNegativeStock` is the user's confirmation to sell more than the stock holds (else 409 STOCK_INSUFFICIENT).
 */
export interface SaleRequest {
  lines: SaleLineRequest[];
  payments: SalePaymentRequest[];
  /** Money off the whole sale, after the lines' own discounts. */
  discount?: string | number;
  /** The client, optional: found by phone as in the new job dialog, or added with the name. */
  clientPhone?: string;
  clientName?: string;
  note?: string;
  /** Kosovo: the till whose coupon the sale is (as a payment's). */
  tillStationId?: string;
  allowNegativeStock?: boolean;
}

export interface SaleLineResponse {
  id: string;
  kind: SaleLineKind;
  productId: string | null;
  unitId: string | null;
  jobId: string | null;
  name: string;
  /** The product's barcode or code; a unit's IMEI or serial number. */
  code: string | null;
  serial: string | null;
  quantity: number;
  unitPrice: string;
  discount: string;
  /** quantity × unitPrice − discount, before the sale's own discount. */
  total: string;
  /** The total less the line's share of the sale's discount: the lines' net totals add up to the sale's total. */
  netTotal: string;
  /** Null: the shop's rate. */
  vatRate: string | null;
  /** What the shop paid: left out for technicians. */
  costPrice?: string | null;
  /** How many of the line were brought back already. */
  returnedQuantity: number;
  /** The buyer's warranty of a serialized unit, to this day (the shop's calendar date), or null. */
  warrantyUntil: string | null;
}

export interface SalePaymentResponse {
  method: PaymentMethod;
  /** What was given by that method (cash: before the change). */
  amount: string;
}

export const SALE_KINDS = ['sale', 'return'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/** The client named on a sale (found by phone among the shop's clients, or only written on the sale). */
export interface SaleClient {
  name: string;
  phone: string;
}

/** A sale, or a return (kind 'return', its amounts positive: money given back). Never edited afterwards. */
export interface SaleResponse {
  id: string;
  /** The shop's own running number of its sales and returns. */
  number: number;
  kind: SaleKind;
  /** A return: the sale it takes back. */
  originalSaleId: string | null;
  client: SaleClient | null;
  lines: SaleLineResponse[];
  payments: SalePaymentResponse[];
  /** The lines' totals. */
  subtotal: string;
  discount: string;
  /** subtotal − discount: what the client pays (a return: gets back). */
  total: string;
  /** The payments' sum. */
  paid: string;
  /** paid − total, given back in cash. */
  change: string;
  currency: Currency;
  note: string | null;
  soldBy: HistoryAuthor;
  createdAt: string;
  /** Albania and Kosovo: the sale's fiscal document; null in North Macedonia (a non-fiscal receipt). */
  fiscalDocument: FiscalDocumentResponse | null;
  /** A sale's returns, oldest first (ids and numbers); empty for a return. */
  returns: { id: string; number: number; total: string; createdAt: string }[];
}

export interface SaleSavedResponse extends SuccessResponse {
  sale: SaleResponse;
}

/** GET /api/sales: the shop's calendar days from and to (YYYY-MM-DD), paged with limit and offset (X-Total-Count). */
export interface SaleListQuery {
  from?: string;
  to?: string;
  kind?: SaleKind;
}

/**
 * POST /api/sales/:id/returns: lines of the sale brought back. The money goes back by the sale's own methods
 * (cash first up to what cash paid). A faulty item goes to the product's defective count, not back to stock.
 */
export interface SaleReturnRequest {
  lines: { lineId: string; quantity: number; defective?: boolean }[];
  reason?: string;
  tillStationId?: string;
}

/** Albanian labels of the line kinds. */
export const SALE_LINE_KIND_LABELS: Record<SaleLineKind, string> = {
  product: 'Produkt',
  unit: 'Pajisje me numër serik',
  job: 'Riparim',
  quick: 'Rresht i shpejtë',
};
