import type { DataSource, EntityManager } from 'typeorm';
import type { HistoryAuthor } from '@repair-shop/contracts';
import { pageClause } from '../../common/paging/page-query.dto';
import { SqlParams, foldedContains } from '../../common/search/search-condition';
import { preparedQuery } from '../../database/prepared-queries';
import { PART_COLUMNS, type PartRow } from './part.mapper';
import { lockLiveParts, moveStock } from './stock-movements.repository';

/**
 * The parts table's SQL for the shop's stock list and its forms, as parts (/api/parts) and as products
 * (/api/products): the same rows. Values come as stored: codes null when empty, prices as exact text.
 * The quantity changes only through moveStock, which writes its movement.
 */

/** The columns a form may set, by the stored field's name (the quantity apart: it moves through moveStock). */
const COLUMNS = {
  name: 'name',
  code: 'code',
  barcode: 'barcode',
  costPrice: 'cost_price',
  salePrice: 'sale_price',
  vatRate: 'vat_rate',
  lowStockLevel: 'low_stock_level',
  forSale: 'for_sale',
  forRepairs: 'for_repairs',
  category: 'category',
  serialized: 'serialized',
  warrantyMonths: 'warranty_months',
} as const;

/** A stored field a form may change, and its value as stored. */
export type PartChanges = Partial<Record<keyof typeof COLUMNS, unknown>>;

/** What the stock list asks for: a search (a scanned code or part of a name), filters, a page. */
export interface PartListFilter {
  search?: string;
  lowStock?: boolean;
  forSale?: boolean;
  forRepairs?: boolean;
  /** The products taken off sale instead of those on sale. */
  archived?: boolean;
  limit: number;
  offset: number;
}

/** A new row of the stock, its values as stored. */
export interface NewPartRow {
  id: string;
  businessId: string;
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
  createdAt: Date;
}

/** The page of the shop's stock and how many match: a scanned code or barcode that is a row's exactly comes first; then by name. */
export async function partsPage(
  db: DataSource | EntityManager,
  businessId: string,
  { search, lowStock, forSale, forRepairs, archived, limit, offset }: PartListFilter,
): Promise<{ rows: PartRow[]; total: number }> {
  const params = new SqlParams();
  // A product taken off (archived) keeps its books but is never offered again; the shop still finds it to bring back.
  const conditions = [`business_id = ${params.add(businessId)}`, `archived_at IS ${archived ? 'NOT NULL' : 'NULL'}`];
  let order = 'name, id';
  if (search) {
    const term = params.add(search);
    // coalesce: a row without a code or a barcode is no exact match (not null, which DESC would put first).
    const exactCode = `coalesce(${term} IN (code, barcode), false)`;
    conditions.push(`(${exactCode} OR ${foldedContains('search_text', search, params)})`);
    order = `(${exactCode}) DESC, ${order}`;
  }
  if (lowStock) conditions.push('quantity <= low_stock_level AND low_stock_level > 0');
  if (forSale !== undefined) conditions.push(`for_sale = ${params.add(forSale)}`);
  if (forRepairs !== undefined) conditions.push(`for_repairs = ${params.add(forRepairs)}`);
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

/** The shop's product (not archived) whose barcode, else whose code, is exactly the code; undefined when none. */
export async function partByCode(
  db: DataSource | EntityManager,
  businessId: string,
  code: string,
): Promise<PartRow | undefined> {
  const [row] = await preparedQuery<PartRow>(
    db,
    `SELECT ${PART_COLUMNS} FROM parts
      WHERE business_id = $1 AND archived_at IS NULL AND (barcode = $2 OR code = $2)
      ORDER BY coalesce(barcode = $2, false) DESC LIMIT 1`,
    [businessId, code],
  );
  return row;
}

/** Adds the row with no stock, then its opening quantity as a manual movement, so the movements add up to it. */
export async function insertPart(manager: EntityManager, part: NewPartRow, author: HistoryAuthor): Promise<PartRow> {
  await preparedQuery(
    manager,
    `INSERT INTO parts (id, business_id, name, code, barcode, cost_price, sale_price, vat_rate, quantity, low_stock_level,
                        for_sale, for_repairs, category, serialized, warranty_months, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $10, $11, $12, $13, $14, $15, $15)`,
    [
      part.id,
      part.businessId,
      part.name,
      part.code,
      part.barcode,
      part.costPrice,
      part.salePrice,
      part.vatRate,
      part.lowStockLevel,
      part.forSale,
      part.forRepairs,
      part.category,
      part.serialized,
      part.warrantyMonths,
      part.createdAt,
    ],
  );
  if (part.quantity !== 0) {
    await moveStock(manager, {
      businessId: part.businessId,
      partId: part.id,
      change: part.quantity,
      reason: 'manual',
      author,
      now: part.createdAt,
    });
  }
  const row = await partRow(manager, part.businessId, part.id);
  if (!row) throw new Error('the part was not saved');
  return row;
}

/**
 * Sets the fields given on the shop's row, under its lock; a new `quantity` moves the stock by the difference
 * (a manual movement). `check` sees the locked row first and may refuse the edit. Undefined when the shop has
 * no such row (or it was deleted or taken off before the lock).
 */
export async function updatePart(
  manager: EntityManager,
  businessId: string,
  partId: string,
  changes: PartChanges,
  quantity: number | undefined,
  author: HistoryAuthor,
  now: Date,
  check: (locked: PartRow) => void = () => undefined,
): Promise<PartRow | undefined> {
  const [locked] = await lockLiveParts(manager, businessId, [partId]);
  if (!locked) return undefined;
  check(locked);
  const params = new SqlParams();
  const sets = [`updated_at = ${params.add(now)}`];
  for (const [field, value] of Object.entries(changes) as [keyof typeof COLUMNS, unknown][]) {
    sets.push(`${COLUMNS[field]} = ${params.add(value)}`);
  }
  await preparedQuery(
    manager,
    `UPDATE parts SET ${sets.join(', ')} WHERE id = ${params.add(partId)} AND business_id = ${params.add(businessId)}`,
    params.values,
  );
  if (quantity !== undefined && quantity !== locked.quantity) {
    await moveStock(manager, { businessId, partId, change: quantity - locked.quantity, reason: 'manual', author, now });
  }
  return partRow(manager, businessId, partId);
}

export async function partRow(
  manager: DataSource | EntityManager,
  businessId: string,
  partId: string,
): Promise<PartRow | undefined> {
  const [row] = await preparedQuery<PartRow>(
    manager,
    `SELECT ${PART_COLUMNS} FROM parts WHERE id = $1 AND business_id = $2`,
    [partId, businessId],
  );
  return row;
}

/** Sets the part's cost price (goods received at a new cost); the caller holds its lock. */
export async function setCostPrice(
  manager: EntityManager,
  businessId: string,
  partId: string,
  costPrice: string,
  now: Date,
): Promise<void> {
  await preparedQuery(manager, `UPDATE parts SET cost_price = $3, updated_at = $4 WHERE id = $1 AND business_id = $2`, [
    partId,
    businessId,
    costPrice,
    now,
  ]);
}

/**
 * Takes the locked row off sale (`archivedAt` the moment), or puts it back (null); its quantity and books stay as
 * they are either way.
 */
export async function setPartArchived(
  manager: EntityManager,
  businessId: string,
  partId: string,
  archivedAt: Date | null,
  now: Date,
): Promise<void> {
  await preparedQuery(
    manager,
    `UPDATE parts SET archived_at = $3, updated_at = $4 WHERE id = $1 AND business_id = $2`,
    [partId, businessId, archivedAt, now],
  );
}

/** Locks the shop's row whether on sale or taken off; undefined when the shop has no such row. */
export async function lockAnyPart(
  manager: EntityManager,
  businessId: string,
  partId: string,
): Promise<PartRow | undefined> {
  const [row] = await preparedQuery<PartRow>(
    manager,
    `SELECT ${PART_COLUMNS} FROM parts WHERE id = $1 AND business_id = $2 FOR UPDATE`,
    [partId, businessId],
  );
  return row;
}

/** The name of the shop's row holding a code or a barcode, and whether it was taken off sale. */
export async function holderOfCode(
  db: DataSource | EntityManager,
  businessId: string,
  column: 'code' | 'barcode',
  value: string,
): Promise<{ name: string; archived: boolean } | undefined> {
  const [row] = await preparedQuery<{ name: string; archived: boolean }>(
    db,
    `SELECT name, archived_at IS NOT NULL AS archived FROM parts WHERE business_id = $1 AND ${column} = $2`,
    [businessId, value],
  );
  return row;
}

/** Lowers the locked row's defective count by `quantity` (the caller checked it holds that many). */
export async function lowerDefective(
  manager: EntityManager,
  businessId: string,
  partId: string,
  quantity: number,
  now: Date,
): Promise<void> {
  await preparedQuery(
    manager,
    `UPDATE parts SET defective_quantity = defective_quantity - $3, updated_at = $4 WHERE id = $1 AND business_id = $2`,
    [partId, businessId, quantity, now],
  );
}
