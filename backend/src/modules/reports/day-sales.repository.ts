import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DaySaleLine, PaymentMethod, SaleKind } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import { shopDayBounds } from './shop-day';

const { start, finish } = shopDayBounds('$2', '$2');

/** The shop's sales and returns of the day ($1 the shop, $2 the shop-time day): one range of sales_business_created_idx. */
const DAY_SALES = `SELECT id, kind, author_id, author_name, total, change
  FROM sales WHERE business_id = $1 AND created_at >= ${start} AND created_at < ${finish}`;

/** What the sales' payments brought by method (before the change) and what the returns gave back. */
export interface SaleMethodRow {
  method: PaymentMethod;
  in: string;
  out: string;
}

/** One seller's sales and returns of the day; sums of returns already negative. */
export interface SaleWorkerRow {
  authorId: string;
  name: string;
  sales: number;
  returns: number;
  /** Goods' net totals (not jobs' balances), returns less. */
  revenue: string;
  /** Jobs' balances paid in the sales, returns less. */
  jobBalances: string;
  /** The sales' totals less the returns' (what was kept, the change given back). */
  money: string;
  /** The cash given back as change in the sales. */
  change: string;
}

interface SaleLineRow {
  id: string;
  number: number;
  kind: SaleKind;
  createdAt: Date;
  clientName: string | null;
  total: string;
  methods: PaymentMethod[];
  soldBy: string;
}

/**
 * A day's counter sales for the day close. A sale's money is its sale_payments (cash net of the change), a
 * return's is money given back; a job's balance paid in a sale is in that money and in its job's payments, which
 * the repairs' figures read without it (payments.sale_id IS NULL), so it counts once.
 */
@Injectable()
export class DaySalesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Sales' payments and returns' money by method (the change is the workers' figure, taken off cash by the service). */
  methods(shop: string, day: string): Promise<SaleMethodRow[]> {
    return preparedQuery<SaleMethodRow>(
      this.dataSource,
      `SELECT sp.method, COALESCE(SUM(sp.amount) FILTER (WHERE s.kind = 'sale'), 0) AS in,
              COALESCE(SUM(sp.amount) FILTER (WHERE s.kind = 'return'), 0) AS out
         FROM (${DAY_SALES}) AS s JOIN sale_payments sp ON sp.sale_id = s.id
        GROUP BY sp.method`,
      [shop, day],
    );
  }

  /** Per seller: counts, goods' revenue, jobs' balances and money, returns taken off; most revenue first. */
  byWorker(shop: string, day: string): Promise<SaleWorkerRow[]> {
    return preparedQuery<SaleWorkerRow>(
      this.dataSource,
      `SELECT s.author_id AS "authorId", max(s.author_name) AS name,
              (COUNT(*) FILTER (WHERE s.kind = 'sale'))::int AS sales,
              (COUNT(*) FILTER (WHERE s.kind = 'return'))::int AS returns,
              COALESCE(SUM(CASE WHEN s.kind = 'sale' THEN l.goods ELSE -l.goods END), 0) AS revenue,
              COALESCE(SUM(CASE WHEN s.kind = 'sale' THEN l.jobs ELSE -l.jobs END), 0) AS "jobBalances",
              COALESCE(SUM(CASE WHEN s.kind = 'sale' THEN s.total ELSE -s.total END), 0) AS money,
              COALESCE(SUM(s.change) FILTER (WHERE s.kind = 'sale'), 0) AS change
         FROM (${DAY_SALES}) AS s
        CROSS JOIN LATERAL (
              SELECT COALESCE(SUM(net_total) FILTER (WHERE kind <> 'job'), 0) AS goods,
                     COALESCE(SUM(net_total) FILTER (WHERE kind = 'job'), 0) AS jobs
                FROM sale_lines WHERE sale_id = s.id) AS l
        GROUP BY s.author_id
        ORDER BY revenue DESC, name, s.author_id`,
      [shop, day],
    );
  }

  /** The day's sales and returns in the order made, at most `limit`, with their methods in the order given. */
  async list(shop: string, day: string, limit: number): Promise<DaySaleLine[]> {
    const rows = await preparedQuery<SaleLineRow>(
      this.dataSource,
      `SELECT s.id, s.number, s.kind, s.created_at AS "createdAt", s.client_name AS "clientName", s.total,
              s.author_name AS "soldBy",
              ARRAY(SELECT sp.method::text FROM sale_payments sp WHERE sp.sale_id = s.id ORDER BY sp.line_no) AS methods
         FROM sales s
        WHERE s.business_id = $1 AND s.created_at >= ${start} AND s.created_at < ${finish}
        ORDER BY s.created_at, s.seq LIMIT ${limit}`,
      [shop, day],
    );
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), total: Number(row.total) }));
  }
}
