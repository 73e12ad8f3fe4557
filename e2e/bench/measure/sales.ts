import type { Client } from 'pg';
import type { SaleRequest, SaleSavedResponse } from '@repair-shop/contracts';
import { format, type Report } from '../report';
import { timedRequest } from './http';
import { percentile } from './percentile';

/** How many products the big shop sells at its counter in the bench (barcodes BENCH-000001 on). */
const PRODUCTS = 2_000;
/** Enough pieces that no run of the bench ever sells a product out. */
const PIECES = 1_000_000;

export interface BenchProduct {
  id: string;
  barcode: string;
}

/**
 * The shop's counter stock: PRODUCTS products for sale with barcodes, added once (with the opening movement
 * that the stock's books start from) and reused by every later run.
 */
export async function ensureCounterStock(db: Client, businessId: string): Promise<BenchProduct[]> {
  await db.query(
    `INSERT INTO parts (id, business_id, name, code, cost_price, sale_price, quantity, low_stock_level,
                        for_sale, for_repairs, barcode, category, created_at, updated_at)
     SELECT gen_random_uuid(), $1, 'Aksesor bench ' || n, NULL, 2.40, 5.90, $3, 0,
            true, false, 'BENCH-' || lpad(n::text, 6, '0'), CASE WHEN n % 3 = 0 THEN 'Kabllo' ELSE 'Mbrojtëse' END,
            now(), now()
       FROM generate_series(1, $2) AS n
      WHERE NOT EXISTS (SELECT 1 FROM parts WHERE business_id = $1 AND barcode = 'BENCH-' || lpad(n::text, 6, '0'))`,
    [businessId, PRODUCTS, PIECES],
  );
  await db.query(
    `INSERT INTO stock_movements (id, business_id, part_id, quantity_change, quantity_after, reason, author_id, author_name, created_at)
     SELECT gen_random_uuid(), p.business_id, p.id, p.quantity, p.quantity, 'manual', b.owner_id, 'Bench', now()
       FROM parts p JOIN businesses b ON b.id = p.business_id
      WHERE p.business_id = $1 AND p.barcode LIKE 'BENCH-%'
        AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.part_id = p.id)`,
    [businessId],
  );
  const { rows } = await db.query<BenchProduct>(
    `SELECT id, barcode FROM parts WHERE business_id = $1 AND barcode LIKE 'BENCH-%' ORDER BY barcode`,
    [businessId],
  );
  return rows;
}

/** A 3-line sale as the counter makes it: two scanned products (one discounted) and a quick line, paid in cash. */
function saleBody(products: BenchProduct[], index: number): SaleRequest {
  const first = products[(index * 2) % products.length];
  const second = products[(index * 2 + 1) % products.length];
  if (!first || !second) throw new Error('The bench shop has no products for sale');
  return {
    lines: [
      { productId: first.id, quantity: 1 },
      { productId: second.id, quantity: 2, discount: '0.80' },
      { name: 'Ngjitje mbrojtëseje', quantity: 1, unitPrice: '2.00' },
    ],
    payments: [{ method: 'cash', amount: '50.00' }],
  };
}

/**
 * POST /api/sales, one after another on one connection as a till sends them: `warmup` unmeasured, then
 * `requests` measured; p50 and p95. The sales are removed afterwards and the stock put back (removeSalesSince).
 */
export async function measureSales(
  baseUrl: string,
  token: string,
  products: BenchProduct[],
  counts: { warmup: number; requests: number },
  report: Report,
): Promise<string> {
  const times: number[] = [];
  for (let index = 0; index < counts.warmup + counts.requests; index++) {
    const answer = await timedRequest(`${baseUrl}/api/sales`, {
      method: 'POST',
      token,
      body: saleBody(products, index),
    });
    if (answer.status !== 201)
      throw new Error(`POST /api/sales → ${answer.status} ${answer.body.toString('utf8').slice(0, 500)}`);
    const { sale } = JSON.parse(answer.body.toString('utf8')) as SaleSavedResponse;
    if (sale.lines.length !== 3) throw new Error(`POST /api/sales answered a sale of ${sale.lines.length} lines`);
    if (index >= counts.warmup) times.push(answer.ms);
  }
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  report.below('big: POST /api/sales (3 lines, cash) p95', p95, 50, 'ms', `${format(p95)} ms (p50 ${format(p50)})`);
  return `POST /api/sales: p50 ${format(p50)} ms, p95 ${format(p95)} ms, max ${format(Math.max(...times))} ms (${times.length} sales)`;
}

/** The sales made by a run, removed with their stock movements, the stock put back as it was. */
export async function removeSalesSince(db: Client, businessId: string, since: Date): Promise<number> {
  await db.query('BEGIN');
  try {
    await db.query(
      `WITH gone AS (
         DELETE FROM stock_movements
          WHERE business_id = $1
            AND sale_id IN (SELECT id FROM sales WHERE business_id = $1 AND created_at >= $2)
          RETURNING part_id, quantity_change)
       UPDATE parts p SET quantity = p.quantity - g.change
         FROM (SELECT part_id, sum(quantity_change) AS change FROM gone GROUP BY part_id) g
        WHERE p.id = g.part_id`,
      [businessId, since],
    );
    const removed = await db.query(`DELETE FROM sales WHERE business_id = $1 AND created_at >= $2`, [
      businessId,
      since,
    ]);
    await db.query('COMMIT');
    return removed.rowCount ?? 0;
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}
