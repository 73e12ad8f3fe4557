import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@repair-shop/contracts';
import type { DataSource } from 'typeorm';
import { allocate, discountShares, keptByPayment, refundOfLine } from '../../src/modules/sales/sale-money';

/**
 * Counter sales and returns for the reports' tests, written row by row exactly as POST /api/sales and
 * POST /api/sales/:id/returns write them (SALES.md): the sale's number from sale_numbers, its lines with their total,
 * net total (the sale's discount shared out), cost and category, its payments, and for a job's line the job's
 * `payments` rows naming the sale. The API was written in parallel (branch sales-api); the lead switches these
 * tests to it after merging. Stock is not moved: the reports read sales, not the stock.
 */

export interface FixtureSeller {
  businessId: string;
  authorId: string;
  authorName: string;
}

export interface FixtureLine {
  kind: 'product' | 'unit' | 'job' | 'quick';
  name: string;
  quantity?: number;
  unitPrice: string;
  discount?: string;
  /** Per-unit cost (null: a job's or a quick line). */
  costPrice?: string | null;
  category?: string | null;
  vatRate?: string | null;
  serial?: string | null;
  partId?: string | null;
  jobId?: string | null;
}

export interface FixtureSale {
  lines: FixtureLine[];
  payments: { method: PaymentMethod; amount: string }[];
  discount?: string;
  clientName?: string | null;
  createdAt: Date;
}

export interface InsertedSale {
  id: string;
  number: number;
  lines: { id: string; quantity: number; netTotal: number; returned: number; line: FixtureLine }[];
  /** The payments' order, to give a return's money back by the same methods. */
  payments: FixtureSale['payments'];
}

const cents = (amount: string): number => Math.round(Number(amount) * 100);
const money = (value: number): string => (value / 100).toFixed(2);

/** The lines' net totals as the API computes them: the sale's discount shared over the goods only (not a job's balance). */
function netTotals(lines: FixtureLine[], totals: number[], discount: number): number[] {
  const shares = discountShares(
    totals.map((total, index) => (lines[index]?.kind === 'job' ? 0 : total)),
    discount,
  );
  return totals.map((total, index) => total - (shares[index] ?? 0));
}

async function nextNumber(db: DataSource, businessId: string): Promise<number> {
  const [row] = (await db.query(
    `INSERT INTO sale_numbers (business_id, last_number) VALUES ($1, 1)
     ON CONFLICT (business_id) DO UPDATE SET last_number = sale_numbers.last_number + 1 RETURNING last_number`,
    [businessId],
  )) as { last_number: number }[];
  return row?.last_number ?? 0;
}

async function insertSaleRow(
  db: DataSource,
  seller: FixtureSeller,
  fields: {
    id: string;
    number: number;
    kind: 'sale' | 'return';
    originalSaleId: string | null;
    clientName: string | null;
    subtotal: number;
    discount: number;
    total: number;
    paid: number;
    createdAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO sales (id, business_id, number, kind, original_sale_id, client_name, subtotal, discount, total, paid,
                        change, currency, author_id, author_name, created_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, b.currency, $12, $13, $14 FROM businesses b WHERE b.id = $2`,
    [
      fields.id,
      seller.businessId,
      fields.number,
      fields.kind,
      fields.originalSaleId,
      fields.clientName,
      money(fields.subtotal),
      money(fields.discount),
      money(fields.total),
      money(fields.paid),
      money(fields.paid - fields.total),
      seller.authorId,
      seller.authorName,
      fields.createdAt,
    ],
  );
}

async function insertPayments(db: DataSource, saleId: string, payments: FixtureSale['payments']): Promise<void> {
  for (const [index, payment] of payments.entries()) {
    await db.query(`INSERT INTO sale_payments (sale_id, line_no, method, amount) VALUES ($1, $2, $3, $4)`, [
      saleId,
      index + 1,
      payment.method,
      payment.amount,
    ]);
  }
}

/** A sale as POST /api/sales writes it (in one transaction, as the API does). */
export async function insertSale(db: DataSource, seller: FixtureSeller, sale: FixtureSale): Promise<InsertedSale> {
  return db.transaction(async (manager) => {
    const run = manager.query.bind(manager) as DataSource['query'];
    const scoped = { query: run } as DataSource;
    const id = randomUUID();
    const number = await nextNumber(scoped, seller.businessId);
    const totals = sale.lines.map((line) => (line.quantity ?? 1) * cents(line.unitPrice) - cents(line.discount ?? '0'));
    const subtotal = totals.reduce((sum, total) => sum + total, 0);
    const discount = cents(sale.discount ?? '0');
    const nets = netTotals(sale.lines, totals, discount);
    const paid = sale.payments.reduce((sum, payment) => sum + cents(payment.amount), 0);
    await insertSaleRow(scoped, seller, {
      id,
      number,
      kind: 'sale',
      originalSaleId: null,
      clientName: sale.clientName ?? null,
      subtotal,
      discount,
      total: subtotal - discount,
      paid,
      createdAt: sale.createdAt,
    });
    const lines: InsertedSale['lines'] = [];
    for (const [index, line] of sale.lines.entries()) {
      const lineId = randomUUID();
      const quantity = line.quantity ?? 1;
      await run(
        `INSERT INTO sale_lines (id, sale_id, line_no, business_id, kind, part_id, job_id, name, serial, category,
                                 quantity, unit_price, discount, total, net_total, vat_rate, cost_price)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          lineId,
          id,
          index + 1,
          seller.businessId,
          line.kind,
          line.partId ?? null,
          line.jobId ?? null,
          line.name,
          line.serial ?? null,
          line.category ?? null,
          quantity,
          line.unitPrice,
          line.discount ?? '0',
          money(totals[index] ?? 0),
          money(nets[index] ?? 0),
          line.vatRate ?? null,
          line.costPrice ?? null,
        ],
      );
      lines.push({ id: lineId, quantity, netTotal: nets[index] ?? 0, returned: 0, line });
    }
    await insertPayments(scoped, id, sale.payments);
    await insertJobPayments(scoped, seller, id, sale, lines);
    return { id, number, lines, payments: sale.payments };
  });
}

/**
 * A job's balance paid in the sale: the job's `payments` rows (kind 'payment', sale_id the sale), allocated as the
 * API does to the money each payment kept (cash less the change) in the order the payments were given.
 */
async function insertJobPayments(
  db: DataSource,
  seller: FixtureSeller,
  saleId: string,
  sale: FixtureSale,
  lines: InsertedSale['lines'],
): Promise<void> {
  const jobLines = lines.filter(({ line }) => line.kind === 'job' && line.jobId);
  if (jobLines.length === 0) return;
  const payments = sale.payments.map((payment) => ({ method: payment.method, cents: cents(payment.amount) }));
  const total = lines.reduce((sum, line) => sum + line.netTotal, 0);
  const paid = payments.reduce((sum, payment) => sum + payment.cents, 0);
  const allocated = allocate(
    jobLines.map((line) => line.netTotal),
    payments,
    keptByPayment(payments, paid - total),
  );
  for (const [index, { line }] of jobLines.entries()) {
    for (const part of allocated[index] ?? []) {
      await db.query(
        `INSERT INTO payments (id, business_id, job_id, amount, method, kind, author_id, author_name, created_at, sale_id)
         VALUES ($1, $2, $3, $4, $5, 'payment', $6, $7, $8, $9)`,
        [
          randomUUID(),
          seller.businessId,
          line.jobId,
          money(part.cents),
          part.method,
          seller.authorId,
          seller.authorName,
          sale.createdAt,
          saleId,
        ],
      );
    }
  }
}

/**
 * A return as POST /api/sales/:id/returns writes it: lines naming the sale's with the money given back for them
 * (the API's refundOfLine: the line's net total × returned / sold, the last piece taking the remainder), the sale's lines' returned quantity counted, the money
 * given back by the given methods, paid = total, no change.
 */
export async function insertReturn(
  db: DataSource,
  seller: FixtureSeller,
  sale: InsertedSale,
  returned: { lineIndex: number; quantity: number; defective?: boolean }[],
  refunds: FixtureSale['payments'],
  createdAt: Date,
): Promise<InsertedSale> {
  return db.transaction(async (manager) => {
    const run = manager.query.bind(manager) as DataSource['query'];
    const scoped = { query: run } as DataSource;
    const id = randomUUID();
    const number = await nextNumber(scoped, seller.businessId);
    const backs = returned.map(({ lineIndex, quantity }) => {
      const original = sale.lines[lineIndex];
      if (!original) throw new Error(`the sale has no line ${lineIndex}`);
      return {
        original,
        quantity,
        back: refundOfLine(original.netTotal, original.quantity, original.returned, quantity),
      };
    });
    const total = backs.reduce((sum, entry) => sum + entry.back, 0);
    await insertSaleRow(scoped, seller, {
      id,
      number,
      kind: 'return',
      originalSaleId: sale.id,
      clientName: null,
      subtotal: total,
      discount: 0,
      total,
      paid: total,
      createdAt,
    });
    const lines: InsertedSale['lines'] = [];
    for (const [index, { original, quantity, back }] of backs.entries()) {
      const lineId = randomUUID();
      const line = original.line;
      await run(
        `INSERT INTO sale_lines (id, sale_id, line_no, business_id, kind, part_id, returns_line_id, name, serial,
                                 category, quantity, unit_price, discount, total, net_total, vat_rate, cost_price, defective)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, $16, $17)`,
        [
          lineId,
          id,
          index + 1,
          seller.businessId,
          line.kind,
          line.partId ?? null,
          original.id,
          line.name,
          line.serial ?? null,
          line.category ?? null,
          quantity,
          // As the API: the sale's unit price, the difference to the money given back as the line's discount.
          line.unitPrice,
          money(Math.max(0, cents(line.unitPrice) * quantity - back)),
          money(back),
          line.vatRate ?? null,
          line.costPrice ?? null,
          returned[index]?.defective ?? false,
        ],
      );
      await run(`UPDATE sale_lines SET returned_quantity = returned_quantity + $2 WHERE id = $1`, [
        original.id,
        quantity,
      ]);
      original.returned += quantity;
      lines.push({ id: lineId, quantity, netTotal: back, returned: 0, line });
    }
    await insertPayments(scoped, id, refunds);
    return { id, number, lines, payments: refunds };
  });
}
