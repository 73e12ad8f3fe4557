import type { DataSource, EntityManager } from 'typeorm';
import { pageClause } from '../../common/paging/page-query.dto';
import { SqlParams, foldedContains } from '../../common/search/search-condition';
import { preparedQuery } from '../../database/prepared-queries';
import type { PartUpdateDto } from './dto/part.dto';
import { PART_COLUMNS, type PartRow } from './part.mapper';

/**
 * The parts table's SQL for the shop's stock list and its form (the parts used on jobs are
 * job-parts.repository's). Values come as stored: codes null when empty, prices as exact text.
 */

/** The columns a PATCH may set, by the request's field name. */
const UPDATABLE: Record<keyof PartUpdateDto, string> = {
  name: 'name',
  code: 'code',
  costPrice: 'cost_price',
  salePrice: 'sale_price',
  quantity: 'quantity',
  lowStockLevel: 'low_stock_level',
};

/** What the stock list asks for: a search (a scanned code or part of a name), only the low ones, a page. */
export interface PartListFilter {
  search?: string;
  lowStock?: boolean;
  limit: number;
  offset: number;
}

/** A new part, its values as stored. */
export interface NewPartRow {
  id: string;
  businessId: string;
  name: string;
  code: string | null;
  costPrice: string;
  salePrice: string;
  quantity: number;
  lowStockLevel: number;
  createdAt: Date;
}

/** The page of the shop's parts and how many match: a scanned code that is a part's exactly comes first; then by name. */
export async function partsPage(
  db: DataSource | EntityManager,
  businessId: string,
  { search, lowStock, limit, offset }: PartListFilter,
): Promise<{ rows: PartRow[]; total: number }> {
  const params = new SqlParams();
  const conditions = [`business_id = ${params.add(businessId)}`];
  let order = 'name, id';
  if (search) {
    const exactCode = `code = ${params.add(search)}`;
    conditions.push(`(${exactCode} OR ${foldedContains('search_text', search, params)})`);
    order = `(${exactCode}) DESC, ${order}`;
  }
  if (lowStock) conditions.push('quantity <= low_stock_level AND low_stock_level > 0');
  const where = conditions.join(' AND ');
  const filterValues = [...params.values];
  const rows = await preparedQuery<PartRow>(
    db,
    `SELECT ${PART_COLUMNS} FROM parts WHERE ${where}
        ORDER BY ${order} ${pageClause({ limit, offset }, params)}`,
    params.values,
  );
  const [count] = await preparedQuery<{ total: number }>(
    db,
    `SELECT count(*)::int AS total FROM parts WHERE ${where}`,
    filterValues,
  );
  return { rows, total: count?.total ?? 0 };
}

export async function insertPart(db: DataSource | EntityManager, part: NewPartRow): Promise<PartRow | undefined> {
  const [row] = await preparedQuery<PartRow>(
    db,
    `INSERT INTO parts (id, business_id, name, code, cost_price, sale_price, quantity, low_stock_level, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING ${PART_COLUMNS}`,
    [
      part.id,
      part.businessId,
      part.name,
      part.code,
      part.costPrice,
      part.salePrice,
      part.quantity,
      part.lowStockLevel,
      part.createdAt,
    ],
  );
  return row;
}

/** Sets the fields given (their values as stored) on the shop's part; undefined when the shop has no such part. */
export async function updatePart(
  db: DataSource | EntityManager,
  businessId: string,
  partId: string,
  changes: Partial<Record<keyof PartUpdateDto, unknown>>,
  now: Date,
): Promise<PartRow | undefined> {
  const params = new SqlParams();
  const sets = [`updated_at = ${params.add(now)}`];
  for (const [field, value] of Object.entries(changes) as [keyof PartUpdateDto, unknown][]) {
    sets.push(`${UPDATABLE[field]} = ${params.add(value)}`);
  }
  const [row] = await preparedQuery<PartRow>(
    db,
    `UPDATE parts SET ${sets.join(', ')} WHERE id = ${params.add(partId)} AND business_id = ${params.add(businessId)} RETURNING ${PART_COLUMNS}`,
    params.values,
  );
  return row;
}
