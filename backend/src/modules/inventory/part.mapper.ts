import type { JobPartLineResponse, PartResponse, ProductResponse } from '@repair-shop/contracts';

/** A row of the stock: a part, a product for sale, or both (prices and the VAT rate as exact text). */
export interface PartRow {
  id: string;
  name: string;
  code: string | null;
  barcode: string | null;
  costPrice: string;
  salePrice: string;
  vatRate: string | null;
  quantity: number;
  lowStockLevel: number;
  forSale: boolean;
  forRepairs: boolean;
  category: string | null;
  serialized: boolean;
  warrantyMonths: number;
  defectiveQuantity: number;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const PART_COLUMNS = `id, name, code, barcode, cost_price AS "costPrice", sale_price AS "salePrice",
  vat_rate AS "vatRate", quantity, low_stock_level AS "lowStockLevel", for_sale AS "forSale",
  for_repairs AS "forRepairs", category, serialized, warranty_months AS "warrantyMonths",
  defective_quantity AS "defectiveQuantity", archived_at AS "archivedAt", created_at AS "createdAt", updated_at AS "updatedAt"`;

const isLow = (row: PartRow): boolean => row.lowStockLevel > 0 && row.quantity <= row.lowStockLevel;

/**
 * The same row as a product: money as exact decimal strings; the cost only for those who see costs; `daysLeft` at the
 * recent pace of use (the list's; null elsewhere or when the item is not being used).
 */
export function toProductResponse(row: PartRow, showCost: boolean, daysLeft: number | null = null): ProductResponse {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    barcode: row.barcode,
    ...(showCost ? { costPrice: row.costPrice } : {}),
    salePrice: row.salePrice,
    vatRate: row.vatRate,
    quantity: row.quantity,
    lowStockLevel: row.lowStockLevel,
    lowStock: isLow(row),
    forSale: row.forSale,
    forRepairs: row.forRepairs,
    category: row.category,
    serialized: row.serialized,
    warrantyMonths: row.warrantyMonths,
    defectiveQuantity: row.defectiveQuantity,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    daysLeft,
  };
}

export function toPartResponse(row: PartRow, showCost: boolean): PartResponse {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    ...(showCost ? { costPrice: Number(row.costPrice) } : {}),
    salePrice: Number(row.salePrice),
    quantity: row.quantity,
    lowStockLevel: row.lowStockLevel,
    lowStock: isLow(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface JobPartRow {
  id: string;
  partId: string;
  name: string;
  code: string | null;
  quantity: number;
  salePrice: string;
  costPrice: string;
  authorId: string;
  authorName: string;
  createdAt: Date;
}

export const JOB_PART_COLUMNS = `id, part_id AS "partId", name, code, quantity, sale_price AS "salePrice", cost_price AS "costPrice",
  author_id AS "authorId", author_name AS "authorName", created_at AS "createdAt"`;

export function toJobPartLineResponse(row: JobPartRow, showCost: boolean): JobPartLineResponse {
  return {
    id: row.id,
    partId: row.partId,
    name: row.name,
    code: row.code,
    quantity: row.quantity,
    salePrice: Number(row.salePrice),
    ...(showCost ? { costPrice: Number(row.costPrice) } : {}),
    addedBy: { id: row.authorId, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
  };
}
