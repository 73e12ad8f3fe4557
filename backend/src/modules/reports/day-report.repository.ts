import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  clientTicketCode,
  type DayPaymentLine,
  type DayReportResponse,
  type PaymentKind,
  type PaymentMethod,
} from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import { JOB_COUNTED } from '../jobs';
import { shopDayBounds } from './shop-day';

const { start, finish } = shopDayBounds('$2', '$2');

export interface TotalsRow {
  received: number;
  completed: number;
  revenue: string;
  completedPartsCost: string;
  partsQuantity: number;
  partsSales: string;
  partsCost: string;
}

export interface MethodRow {
  method: PaymentMethod;
  in: string;
  out: string;
}

/** Whether the shop fiscalizes in Albania, and its register's cash deposits of a day summed by operation. */
export interface CashFundRow {
  albanian: boolean;
  initial: string;
  deposits: string;
  withdrawals: string;
}

interface LineRow {
  id: string;
  createdAt: Date;
  jobId: string;
  clientName: string;
  kind: PaymentKind;
  method: PaymentMethod;
  amount: string;
  takenBy: string;
  saleNumber: number | null;
}

/**
 * What a shop's day close reads ($1 the shop, $2 the shop-time day): each figure is one index range of
 * the shop's rows for that day. A cancelled job counts in none of the jobs' and parts' figures; its
 * money, taken or given back, does.
 */
@Injectable()
export class DayReportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The day's fiscal documents by status (fiscal_documents_business_issued_idx). */
  async fiscal(shop: string, day: string): Promise<DayReportResponse['fiscal']> {
    const [row] = await preparedQuery<DayReportResponse['fiscal']>(
      this.dataSource,
      `SELECT (COUNT(*) FILTER (WHERE status = 'fiscalized'))::int AS fiscalized,
              (COUNT(*) FILTER (WHERE status = 'pending'))::int AS pending,
              (COUNT(*) FILTER (WHERE status = 'failed'))::int AS failed
         FROM fiscal_documents WHERE business_id = $1 AND issued_at >= ${start} AND issued_at < ${finish}`,
      [shop, day],
    );
    return row ?? { fiscalized: 0, pending: 0, failed: 0 };
  }

  /**
   * Whether the shop fiscalizes in Albania, and its register's cash deposits of the day by operation
   * (fiscal_cash_deposits_business_day_idx; the deposits' day is Albania's, the same clock as the shop's).
   */
  async cashFund(shop: string, day: string): Promise<CashFundRow> {
    const [row] = await preparedQuery<CashFundRow>(
      this.dataSource,
      `SELECT EXISTS (SELECT 1 FROM fiscal_profiles WHERE business_id = $1 AND country = 'albania') AS albanian,
              COALESCE(SUM(amount) FILTER (WHERE operation = 'initial'), 0)::text AS initial,
              COALESCE(SUM(amount) FILTER (WHERE operation = 'deposit'), 0)::text AS deposits,
              COALESCE(SUM(amount) FILTER (WHERE operation = 'withdraw'), 0)::text AS withdrawals
         FROM fiscal_cash_deposits WHERE business_id = $1 AND day = $2::date`,
      [shop, day],
    );
    if (!row) throw new Error('the day’s cash fund answered no row');
    return row;
  }

  /** The repairs' own money in and out per payment method (a job's payment taken in a sale is the sale's money). */
  methods(shop: string, day: string): Promise<MethodRow[]> {
    return preparedQuery<MethodRow>(
      this.dataSource,
      `SELECT method, COALESCE(SUM(amount) FILTER (WHERE kind <> 'refund'), 0) AS in, COALESCE(SUM(amount) FILTER (WHERE kind = 'refund'), 0) AS out
           FROM payments WHERE business_id = $1 AND created_at >= ${start} AND created_at < ${finish} AND sale_id IS NULL
          GROUP BY method`,
      [shop, day],
    );
  }

  /** The day's payments in the order taken, at most `limit`. */
  async lines(shop: string, day: string, limit: number): Promise<DayPaymentLine[]> {
    const rows = await preparedQuery<LineRow>(
      this.dataSource,
      `SELECT p.id, p.created_at AS "createdAt", p.job_id AS "jobId", j.client_name AS "clientName", p.kind, p.method, p.amount,
                p.author_name AS "takenBy", s.number AS "saleNumber"
           FROM payments p JOIN jobs j ON j.id = p.job_id LEFT JOIN sales s ON s.id = p.sale_id
          WHERE p.business_id = $1 AND p.created_at >= ${start} AND p.created_at < ${finish}
          ORDER BY p.created_at, p.seq LIMIT ${limit}`,
      [shop, day],
    );
    return rows.map(toDayPaymentLine);
  }

  async totals(shop: string, day: string): Promise<TotalsRow> {
    const [row] = await preparedQuery<TotalsRow>(
      this.dataSource,
      `SELECT
         (SELECT COUNT(*)::int FROM jobs WHERE business_id = $1 AND created_at >= ${start} AND created_at < ${finish} AND ${JOB_COUNTED}) AS received,
         completed.count AS completed, completed.revenue, completed.parts_cost AS "completedPartsCost",
         used.quantity AS "partsQuantity", used.sales AS "partsSales", used.cost AS "partsCost"
         FROM (SELECT COUNT(*)::int AS count, COALESCE(SUM(COALESCE(estimated_price, 0) + parts_sale), 0) AS revenue,
                      COALESCE(SUM(parts_cost), 0) AS parts_cost
                 FROM jobs WHERE business_id = $1 AND status = 'completed' AND last_completed_at >= ${start} AND last_completed_at < ${finish}) AS completed,
              (SELECT COALESCE(SUM(quantity), 0)::int AS quantity, COALESCE(SUM(sale_price * quantity), 0) AS sales,
                      COALESCE(SUM(cost_price * quantity), 0) AS cost
                 FROM job_parts WHERE business_id = $1 AND created_at >= ${start} AND created_at < ${finish}
                  AND NOT EXISTS (SELECT 1 FROM jobs WHERE jobs.id = job_parts.job_id AND jobs.status = 'cancelled')) AS used`,
      [shop, day],
    );
    if (!row) throw new Error('the day totals answered no row');
    return row;
  }
}

function toDayPaymentLine(row: LineRow): DayPaymentLine {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    jobId: row.jobId,
    ticket: clientTicketCode(row.jobId),
    clientName: row.clientName,
    kind: row.kind,
    method: row.method,
    amount: Number(row.amount),
    takenBy: row.takenBy,
    saleNumber: row.saleNumber,
  };
}
