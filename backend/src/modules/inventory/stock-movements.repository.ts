import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { HistoryAuthor, StockMovementReason, StockMovementResponse } from '@repair-shop/contracts';
import { pageClause } from '../../common/paging/page-query.dto';
import { SqlParams } from '../../common/search/search-condition';
import { preparedQuery } from '../../database/prepared-queries';
import { PART_COLUMNS, type PartRow } from './part.mapper';

/**
 * The SQL of stock movements. `moveStock` is the one way a part's quantity changes: the change and its movement
 * are one statement, so no path can change a quantity without saying why and who. Callers hold the part's lock
 * in the established order (the job first when there is one, then the parts in the order of their ids).
 */

export interface StockMove {
  businessId: string;
  partId: string;
  /** Signed: positive comes into the stock, negative goes out; never 0. */
  change: number;
  reason: StockMovementReason;
  jobId?: string | null;
  receiptId?: string | null;
  countId?: string | null;
  /** A counter sale's or return's movement names it. */
  saleId?: string | null;
  author: HistoryAuthor;
  now: Date;
}

/** Changes the shop's part's quantity by `change` and writes its movement; the quantity after, or undefined when the shop has no such part. */
export async function moveStock(manager: EntityManager, move: StockMove): Promise<number | undefined> {
  if (!Number.isInteger(move.change) || move.change === 0) throw new Error(`not a stock change: ${move.change}`);
  const [row] = await preparedQuery<{ quantityAfter: number }>(
    manager,
    `WITH changed AS (
       UPDATE parts SET quantity = quantity + $3, updated_at = $4 WHERE id = $2 AND business_id = $1 RETURNING id, quantity
     )
     INSERT INTO stock_movements (id, business_id, part_id, quantity_change, quantity_after, reason, job_id, receipt_id,
                                  count_id, author_id, author_name, created_at, sale_id)
     SELECT $5, $1, changed.id, $3, changed.quantity, $6, $7, $8, $9, $10, $11, $4, $12 FROM changed
     RETURNING quantity_after AS "quantityAfter"`,
    [
      move.businessId,
      move.partId,
      move.change,
      move.now,
      randomUUID(),
      move.reason,
      move.jobId ?? null,
      move.receiptId ?? null,
      move.countId ?? null,
      move.author.id,
      move.author.name,
      move.saleId ?? null,
    ],
  );
  return row?.quantityAfter;
}

/** The shop's parts among `ids`, locked in the order of their ids (after the job's lock, if any); the ones missing are not there. */
export async function lockParts(manager: EntityManager, businessId: string, ids: string[]): Promise<PartRow[]> {
  return preparedQuery<PartRow>(
    manager,
    `SELECT ${PART_COLUMNS} FROM parts WHERE business_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
    [businessId, ids],
  );
}

/** lockParts for a user's pick: products taken off (archived) are left out, as if they were not there. */
export async function lockLiveParts(manager: EntityManager, businessId: string, ids: string[]): Promise<PartRow[]> {
  return preparedQuery<PartRow>(
    manager,
    `SELECT ${PART_COLUMNS} FROM parts
      WHERE business_id = $1 AND id = ANY($2::uuid[]) AND archived_at IS NULL ORDER BY id FOR UPDATE`,
    [businessId, ids],
  );
}

export interface MovementFilter {
  partId?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

interface MovementRow {
  id: string;
  partId: string;
  partName: string;
  quantityChange: number;
  quantityAfter: number;
  reason: StockMovementReason;
  jobId: string | null;
  receiptId: string | null;
  countId: string | null;
  authorId: string;
  authorName: string;
  createdAt: Date;
}

/** A page of the shop's movements (one part's when asked), newest first, and how many match. */
export async function movementsPage(
  db: DataSource | EntityManager,
  businessId: string,
  { partId, from, to, limit, offset }: MovementFilter,
): Promise<{ rows: StockMovementResponse[]; total: number }> {
  const params = new SqlParams();
  const conditions = [`m.business_id = ${params.add(businessId)}`];
  if (partId) conditions.push(`m.part_id = ${params.add(partId)}`);
  if (from) conditions.push(`m.created_at >= ${params.add(from)}::timestamptz`);
  if (to) conditions.push(`m.created_at < ${params.add(to)}::timestamptz`);
  const where = conditions.join(' AND ');
  const filterValues = [...params.values];
  const rows = await preparedQuery<MovementRow>(
    db,
    `SELECT m.id, m.part_id AS "partId", p.name AS "partName", m.quantity_change AS "quantityChange",
            m.quantity_after AS "quantityAfter", m.reason, m.job_id AS "jobId", m.receipt_id AS "receiptId",
            m.count_id AS "countId", m.author_id AS "authorId", m.author_name AS "authorName", m.created_at AS "createdAt"
       FROM stock_movements m JOIN parts p ON p.id = m.part_id
      WHERE ${where}
      ORDER BY m.created_at DESC, m.seq DESC ${pageClause({ limit, offset }, params)}`,
    params.values,
  );
  const [count] = await preparedQuery<{ total: number }>(
    db,
    `SELECT count(*)::int AS total FROM stock_movements m WHERE ${where}`,
    filterValues,
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      productId: row.partId,
      productName: row.partName,
      quantityChange: row.quantityChange,
      quantityAfter: row.quantityAfter,
      reason: row.reason,
      jobId: row.jobId,
      receiptId: row.receiptId,
      countId: row.countId,
      author: { id: row.authorId, name: row.authorName },
      createdAt: row.createdAt.toISOString(),
    })),
    total: count?.total ?? 0,
  };
}
