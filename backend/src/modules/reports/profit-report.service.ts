import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { fullName, type MonthProfit, type ProfitReportResponse, type WorkerProfit } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { fromCents, toCents } from '../../common/money/cents';
import { preparedQuery } from '../../database/prepared-queries';
import { requireBusinessId } from '../business/business-scope';
import { shopCurrency } from '../business/shop-currency';
import { JOB_COMPLETER_COLUMN, SHOP_TIME_ZONE } from '../jobs/stats/job-figures';
import type { ProfitReportQueryDto } from './dto/report-queries.dto';
import { ProfitRangeTooLongException, ReversedRangeException } from './reports.exceptions';
import { addMonths, monthsBetween, shopDayStart, shopMonth } from './shop-day';

/** The longest range the report covers at once. */
export const MAX_PROFIT_MONTHS = 24;

/** The jobs completed in the range ($1 the shop, $2 and $3 the first days of the first month and of the month after the last). */
const COMPLETED = `
  SELECT date_trunc('month', last_completed_at AT TIME ZONE '${SHOP_TIME_ZONE}')::date AS month, ${JOB_COMPLETER_COLUMN},
         COALESCE(estimated_price, 0) AS labour, parts_sale, parts_cost
    FROM jobs
   WHERE business_id = $1 AND status = 'completed' AND last_completed_at >= ${shopDayStart('$2')} AND last_completed_at < ${shopDayStart('$3')}`;

interface SumsRow {
  jobs: number;
  labour: string;
  partsSales: string;
  partsCost: string;
}

/**
 * Profit of the jobs completed per month and per worker: labour and parts at their sale prices, less
 * what the parts cost. One index range of the shop's completed jobs (jobs_business_completed_idx).
 */
@Injectable()
export class ProfitReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async profit(businessId: string | null, query: ProfitReportQueryDto): Promise<ProfitReportResponse> {
    const shop = requireBusinessId(businessId);
    const to = query.to ?? shopMonth(this.clock.now());
    const from = query.from ?? addMonths(to, -11);
    const months = monthsBetween(from, to);
    if (months < 1) throw new ReversedRangeException();
    if (months > MAX_PROFIT_MONTHS) throw new ProfitRangeTooLongException(MAX_PROFIT_MONTHS);
    const range = [shop, `${from}-01`, `${addMonths(to, 1)}-01`];
    const sums = `COUNT(*)::int AS jobs, COALESCE(SUM(labour), 0) AS labour, COALESCE(SUM(parts_sale), 0) AS "partsSales", COALESCE(SUM(parts_cost), 0) AS "partsCost"`;
    const [byMonth, byWorker, currency] = await Promise.all([
      preparedQuery<SumsRow & { month: string }>(this.dataSource, `SELECT to_char(month, 'YYYY-MM') AS month, ${sums} FROM (${COMPLETED}) AS done GROUP BY month`, range),
      preparedQuery<SumsRow & { workerId: string; firstName: string; lastName: string }>(
        this.dataSource,
        `SELECT w.id AS "workerId", w.first_name AS "firstName", w.last_name AS "lastName", figures.*
           FROM (SELECT completer_id, ${sums} FROM (${COMPLETED}) AS done GROUP BY completer_id) AS figures
           JOIN workers w ON w.id = figures.completer_id
          ORDER BY figures.jobs DESC, w.first_name, w.last_name, w.id`,
        range,
      ),
      shopCurrency(this.dataSource, shop),
    ]);
    return {
      currency,
      months: Array.from({ length: months }, (_, index) => {
        const month = addMonths(from, index);
        return monthProfit(month, byMonth.find((row) => row.month === month));
      }),
      workers: byWorker.map((row): WorkerProfit => {
        const { revenue, partsCost, profit, jobsCompleted } = monthProfit('', row);
        return { workerId: row.workerId, name: fullName(row), jobsCompleted, revenue, partsCost, profit };
      }),
    };
  }
}

function monthProfit(month: string, row: SumsRow | undefined): MonthProfit {
  const labour = toCents(row?.labour ?? '0');
  const partsSales = toCents(row?.partsSales ?? '0');
  const partsCost = toCents(row?.partsCost ?? '0');
  return {
    month,
    jobsCompleted: row?.jobs ?? 0,
    labour: fromCents(labour),
    partsSales: fromCents(partsSales),
    partsCost: fromCents(partsCost),
    revenue: fromCents(labour + partsSales),
    profit: fromCents(labour + partsSales - partsCost),
  };
}
