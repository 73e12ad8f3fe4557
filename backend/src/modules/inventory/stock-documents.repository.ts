import type { EntityManager } from 'typeorm';
import type { HistoryAuthor } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';

/**
 * The SQL of the stock's documents: goods received from a supplier (stock_receipts and their lines, at cost) and
 * stock counts (stock_counts and their lines). Written in the transaction that moves the stock, under the parts' locks.
 */

export interface ReceiptLineRow {
  partId: string;
  name: string;
  quantity: number;
  unitCost: string;
}

/** The receipt with its lines; answers its total cost, summed exactly by PostgreSQL. */
export async function insertReceipt(
  manager: EntityManager,
  receipt: {
    id: string;
    businessId: string;
    supplierName: string;
    invoiceNumber: string | null;
    author: HistoryAuthor;
    createdAt: Date;
  },
  lines: ReceiptLineRow[],
): Promise<string> {
  const quantities = lines.map((line) => line.quantity);
  const costs = lines.map((line) => line.unitCost);
  const [row] = await preparedQuery<{ totalCost: string }>(
    manager,
    `INSERT INTO stock_receipts (id, business_id, supplier_name, invoice_number, total_cost, author_id, author_name, created_at)
     SELECT $1, $2, $3, $4, (SELECT SUM(q * c) FROM unnest($5::int[], $6::numeric[]) AS l (q, c)), $7, $8, $9
     RETURNING total_cost AS "totalCost"`,
    [
      receipt.id,
      receipt.businessId,
      receipt.supplierName,
      receipt.invoiceNumber,
      quantities,
      costs,
      receipt.author.id,
      receipt.author.name,
      receipt.createdAt,
    ],
  );
  await preparedQuery(
    manager,
    `INSERT INTO stock_receipt_lines (receipt_id, line_no, part_id, name, quantity, unit_cost)
     SELECT $1, l.n, l.part_id, l.name, l.q, l.c
       FROM unnest($2::uuid[], $3::text[], $4::int[], $5::numeric[]) WITH ORDINALITY AS l (part_id, name, q, c, n)`,
    [receipt.id, lines.map((line) => line.partId), lines.map((line) => line.name), quantities, costs],
  );
  if (!row) throw new Error('the receipt was not saved');
  return row.totalCost;
}

export interface CountLineRow {
  partId: string;
  name: string;
  expected: number;
  counted: number;
}

export async function insertCount(
  manager: EntityManager,
  count: { id: string; businessId: string; note: string | null; author: HistoryAuthor; createdAt: Date },
  lines: CountLineRow[],
): Promise<void> {
  await preparedQuery(
    manager,
    `INSERT INTO stock_counts (id, business_id, note, author_id, author_name, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [count.id, count.businessId, count.note, count.author.id, count.author.name, count.createdAt],
  );
  await preparedQuery(
    manager,
    `INSERT INTO stock_count_lines (count_id, line_no, part_id, name, expected, counted)
     SELECT $1, l.n, l.part_id, l.name, l.e, l.c
       FROM unnest($2::uuid[], $3::text[], $4::int[], $5::int[]) WITH ORDINALITY AS l (part_id, name, e, c, n)`,
    [
      count.id,
      lines.map((line) => line.partId),
      lines.map((line) => line.name),
      lines.map((line) => line.expected),
      lines.map((line) => line.counted),
    ],
  );
}
