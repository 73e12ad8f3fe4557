import type { JobPartLineResponse, PartResponse } from '@repair-shop/contracts';

export interface PartRow {
  id: string;
  name: string;
  code: string | null;
  costPrice: string;
  salePrice: string;
  quantity: number;
  lowStockLevel: number;
  createdAt: Date;
  updatedAt: Date;
}

export const PART_COLUMNS = `id, name, code, cost_price AS "costPrice", sale_price AS "salePrice", quantity,
  low_stock_level AS "lowStockLevel", created_at AS "createdAt", updated_at AS "updatedAt"`;

export function toPartResponse(row: PartRow, showCost: boolean): PartResponse {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    ...(showCost ? { costPrice: Number(row.costPrice) } : {}),
    salePrice: Number(row.salePrice),
    quantity: row.quantity,
    lowStockLevel: row.lowStockLevel,
    lowStock: row.lowStockLevel > 0 && row.quantity <= row.lowStockLevel,
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
