import type { HistoryAuthor, SuccessResponse } from './common';

/** Why a product's quantity changed: every change is one movement with its reason. */
export const STOCK_MOVEMENT_REASONS = [
  'sale',
  'repair',
  'repair_return',
  'return',
  'receiving',
  'count',
  'write_off',
  'manual',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const STOCK_MOVEMENT_REASON_LABELS: Record<StockMovementReason, string> = {
  sale: 'Shitje',
  repair: 'Përdorur në riparim',
  repair_return: 'Kthyer nga riparimi',
  return: 'Kthim nga klienti',
  receiving: 'Pranim malli',
  count: 'Numërim stoku',
  write_off: 'Nxjerrë jashtë përdorimit',
  manual: 'Ndryshim me dorë',
};

/** The most lines one receipt or one count takes. */
export const STOCK_DOCUMENT_MAX_LINES = 500;

export interface StockMovementResponse {
  id: string;
  productId: string;
  productName: string;
  /** Signed: what came in (positive) or went out (negative). */
  quantityChange: number;
  quantityAfter: number;
  reason: StockMovementReason;
  jobId: string | null;
  receiptId: string | null;
  countId: string | null;
  author: HistoryAuthor;
  createdAt: string;
}

/** GET /api/stock/movements (paged, newest first): one product's, or the shop's; `from`/`to` are ISO instants. */
export interface StockMovementQuery {
  productId?: string;
  /** Inclusive. */
  from?: string;
  /** Exclusive. */
  to?: string;
}

export interface StockReceiptLineRequest {
  productId: string;
  quantity: number;
  /** What the shop paid for one unit, an exact decimal string. */
  unitCost: string;
  /**
   * A serialized product's IMEIs or serial numbers, one per piece (as many as the quantity), each received as a
   * unit in stock at the line's unit cost; required for a serialized product, refused for any other.
   */
  serials?: string[];
}

/** POST /api/stock/receipts: goods received from a supplier, at cost. */
export interface StockReceiptRequest {
  supplierName: string;
  invoiceNumber?: string | null;
  lines: StockReceiptLineRequest[];
}

export interface StockReceiptLineResponse {
  productId: string;
  productName: string;
  quantity: number;
  unitCost: string;
  quantityAfter: number;
}

export interface StockReceiptResponse {
  id: string;
  supplierName: string;
  invoiceNumber: string | null;
  totalCost: string;
  lines: StockReceiptLineResponse[];
  receivedBy: HistoryAuthor;
  createdAt: string;
}

export interface StockReceiptSavedResponse extends SuccessResponse {
  receipt: StockReceiptResponse;
}

export interface StockCountLineRequest {
  productId: string;
  countedQuantity: number;
}

/** POST /api/stock/counts: what was counted on the shelf; the difference from the system is booked. */
export interface StockCountRequest {
  lines: StockCountLineRequest[];
  note?: string | null;
}

export interface StockCountLineResponse {
  productId: string;
  productName: string;
  expected: number;
  counted: number;
  /** counted − expected: booked as a `count` movement when not 0. */
  difference: number;
}

export interface StockCountResponse {
  id: string;
  note: string | null;
  lines: StockCountLineResponse[];
  countedBy: HistoryAuthor;
  createdAt: string;
}

export interface StockCountSavedResponse extends SuccessResponse {
  count: StockCountResponse;
}
