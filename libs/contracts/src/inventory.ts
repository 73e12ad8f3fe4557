import type { HistoryAuthor, SuccessResponse } from './common';
import type { JobMoney } from './payments';

/** POST /api/parts. `code` is what a barcode scanner types (optional); prices in the shop's currency. */
export interface PartRequest {
  name: string;
  code?: string | null;
  costPrice: number;
  salePrice: number;
  quantity: number;
  /** At or below this quantity the part is on the low-stock list; 0 leaves it off. */
  lowStockLevel?: number;
}

/** PATCH /api/parts/:id: only the fields sent change. */
export type PartUpdateRequest = Partial<PartRequest>;

export interface PartResponse {
  id: string;
  name: string;
  code: string | null;
  /** Left out for technicians: they never see what the shop paid. */
  costPrice?: number;
  salePrice: number;
  quantity: number;
  lowStockLevel: number;
  /** At or below its low-stock level (and the level is above 0). */
  lowStock: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface PartSavedResponse extends SuccessResponse {
  part: PartResponse;
}

/** Filters of GET /api/parts (paged with limit and offset, the total in X-Total-Count). */
export interface PartListQuery {
  /** Part of the name, or the code exactly as scanned. */
  search?: string;
  /** Only the parts at or below their low-stock level. */
  lowStock?: boolean;
  /** Only the rows repairs use (true), or only the ones they do not (false); all when left out. */
  forRepairs?: boolean;
}

/**
 * POST /api/jobs/:id/parts. `salePrice` defaults to the part's; `allowNegativeStock` is the user's
 * confirmation to use more than the stock holds (without it the server answers 409 STOCK_INSUFFICIENT).
 */
export interface JobPartRequest {
  partId: string;
  quantity: number;
  salePrice?: number;
  allowNegativeStock?: boolean;
}

/** A part used on a job, with the prices of the moment it was used. */
export interface JobPartLineResponse {
  id: string;
  partId: string;
  name: string;
  code: string | null;
  quantity: number;
  salePrice: number;
  /** Left out for technicians. */
  costPrice?: number;
  addedBy: HistoryAuthor;
  createdAt: string;
}

export interface JobPartAddedResponse extends SuccessResponse {
  line: JobPartLineResponse;
  money: JobMoney;
}

export interface JobPartRemovedResponse extends SuccessResponse {
  money: JobMoney;
}
