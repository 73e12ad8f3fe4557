import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PAYMENT_METHODS, clientTicketCode, type DayPaymentLine, type DayReportResponse, type PaymentKind, type PaymentMethod } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { fromCents, toCents } from '../../common/money/cents';
import { preparedQuery } from '../../database/prepared-queries';
import { requireBusinessId } from '../business/business-scope';
import { shopCurrency } from '../business/shop-currency';
import { JOB_COUNTED } from '../jobs/stats/job-figures';
import { shopDayBounds, shopToday } from './shop-day';

/** The most payment lines a day's sheet lists; a shop's day holds far fewer. */
const MAX_LINES = 1000;

const { start, finish } = shopDayBounds('$2', '$2');

interface TotalsRow {
  received: number;
  completed: number;
  revenue: string;
  completedPartsCost: string;
  partsQuantity: number;
  partsSales: string;
  partsCost: string;
}

interface MethodRow {
  method: PaymentMethod;
  in: string;
  out: string;
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
}

/**
 * A shop's day closed: money in and out by method, jobs received and completed, parts used, and the
 * gross profit of the jobs completed. Each figure is one index range of the shop's rows for that day.
 * A cancelled job counts in none of the jobs' and parts' figures; its money, taken or given back, does.
 */
@Injectable()
export class DayReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async day(businessId: string | null, date: string | undefined): Promise<DayReportResponse> {
    const shop = requireBusinessId(businessId);
    const day = date ?? shopToday(this.clock.now());
    const [totals, methods, lines, currency] = await Promise.all([
      this.totals(shop, day),
      preparedQuery<MethodRow>(
        this.dataSource,
        `SELECT method, COALESCE(SUM(amount) FILTER (WHERE kind <> 'refund'), 0) AS in, COALESCE(SUM(amount) FILTER (WHERE kind = 'refund'), 0) AS out
           FROM payments WHERE business_id = $1 AND created_at >= ${start} AND created_at < ${finish}
          GROUP BY method`,
        [shop, day],
      ),
      preparedQuery<LineRow>(
        this.dataSource,
        `SELECT p.id, p.created_at AS "createdAt", p.job_id AS "jobId", j.client_name AS "clientName", p.kind, p.method, p.amount,
                p.author_name AS "takenBy"
           FROM payments p JOIN jobs j ON j.id = p.job_id
          WHERE p.business_id = $1 AND p.created_at >= ${start} AND p.created_at < ${finish}
          ORDER BY p.created_at, p.seq LIMIT ${MAX_LINES + 1}`,
        [shop, day],
      ),
      shopCurrency(this.dataSource, shop),
    ]);
    const byMethod = PAYMENT_METHODS.map((method) => {
      const row = methods.find((candidate) => candidate.method === method);
      const cents = { in: toCents(row?.in ?? '0'), out: toCents(row?.out ?? '0') };
      return { method, in: fromCents(cents.in), out: fromCents(cents.out), net: fromCents(cents.in - cents.out), cents };
    });
    const moneyIn = byMethod.reduce((sum, entry) => sum + entry.cents.in, 0);
    const moneyOut = byMethod.reduce((sum, entry) => sum + entry.cents.out, 0);
    const revenue = toCents(totals.revenue);
    const completedPartsCost = toCents(totals.completedPartsCost);
    return {
      date: day,
      currency,
      money: {
        byMethod: byMethod.map(({ cents: _cents, ...entry }) => entry),
        in: fromCents(moneyIn),
        out: fromCents(moneyOut),
        net: fromCents(moneyIn - moneyOut),
      },
      jobs: { received: totals.received, completed: totals.completed },
      parts: { quantity: totals.partsQuantity, sales: Number(totals.partsSales), cost: Number(totals.partsCost) },
      completedJobs: { revenue: fromCents(revenue), partsCost: fromCents(completedPartsCost), grossProfit: fromCents(revenue - completedPartsCost) },
      payments: lines.slice(0, MAX_LINES).map(toDayPaymentLine),
      paymentsTruncated: lines.length > MAX_LINES,
    };
  }

  private async totals(shop: string, day: string): Promise<TotalsRow> {
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
  };
}
