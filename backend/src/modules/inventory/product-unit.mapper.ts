import type { ProductUnitResponse, ProductUnitStatus } from '@repair-shop/contracts';

/** A serialized product's unit as stored (its cost as exact text, warranty_until as the shop's calendar date). */
export interface UnitRow {
  id: string;
  partId: string;
  serial: string;
  costPrice: string;
  status: ProductUnitStatus;
  note: string | null;
  saleId: string | null;
  soldAt: Date | null;
  warrantyUntil: string | null;
  createdAt: Date;
}

export const UNIT_COLUMNS = `id, part_id AS "partId", serial, cost_price AS "costPrice", status, note, sale_id AS "saleId",
  sold_at AS "soldAt", to_char(warranty_until, 'YYYY-MM-DD') AS "warrantyUntil", created_at AS "createdAt"`;

/** The unit as answered: its cost only for those who see costs. */
export function toUnitResponse(row: UnitRow, showCost: boolean): ProductUnitResponse {
  return {
    id: row.id,
    productId: row.partId,
    serial: row.serial,
    ...(showCost ? { costPrice: row.costPrice } : {}),
    status: row.status,
    note: row.note,
    saleId: row.saleId,
    soldAt: row.soldAt ? row.soldAt.toISOString() : null,
    warrantyUntil: row.warrantyUntil,
    createdAt: row.createdAt.toISOString(),
  };
}
