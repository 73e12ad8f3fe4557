import { Injectable } from '@nestjs/common';
import {
  fullName,
  type MonthProfit,
  type ProfitReportResponse,
  type SalesProfitFigures,
  type WorkerProfit,
} from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { fromCents, toCents } from '../../common/money/cents';
import { BusinessesRepository, requireBusinessId } from '../business';
import type { ProfitReportQueryDto } from './dto/report-queries.dto';
import { ProfitRangeTooLongException, ReversedRangeException } from './reports.exceptions';
import { ProfitReportRepository, type SumsRow } from './profit-report.repository';
import { SalesProfitRepository, type SalesFiguresRow } from './sales-profit.repository';
import { addMonths, monthsBetween, shopMonth } from './shop-day';

/** The longest range the report covers at once. */
export const MAX_PROFIT_MONTHS = 24;

/**
 * Profit of the jobs completed per month and per worker: labour and parts at their sale prices, less
 * what the parts cost. One index range of the shop's completed jobs (jobs_business_completed_idx).
 */
@Injectable()
export class ProfitReportService {
  constructor(
    private readonly report: ProfitReportRepository,
    private readonly sales: SalesProfitRepository,
    private readonly businesses: BusinessesRepository,
    private readonly clock: Clock,
  ) {}

  async profit(businessId: string | null, query: ProfitReportQueryDto): Promise<ProfitReportResponse> {
    const shop = requireBusinessId(businessId);
    const to = query.to ?? shopMonth(this.clock.now());
    const from = query.from ?? addMonths(to, -11);
    const months = monthsBetween(from, to);
    if (months < 1) throw new ReversedRangeException();
    if (months > MAX_PROFIT_MONTHS) throw new ProfitRangeTooLongException(MAX_PROFIT_MONTHS);
    const range: [string, string, string] = [shop, `${from}-01`, `${addMonths(to, 1)}-01`];
    const [byMonth, byWorker, currency, salesByCategory, salesByWorker] = await Promise.all([
      this.report.byMonth(range),
      this.report.byWorker(range),
      this.businesses.currency(shop),
      this.sales.byCategory(range),
      this.sales.byWorker(range),
    ]);
    return {
      currency,
      months: Array.from({ length: months }, (_, index) => {
        const month = addMonths(from, index);
        return monthProfit(
          month,
          byMonth.find((row) => row.month === month),
        );
      }),
      workers: byWorker.map((row): WorkerProfit => {
        const { revenue, partsCost, profit, jobsCompleted } = monthProfit('', row);
        return { workerId: row.workerId, name: fullName(row), jobsCompleted, revenue, partsCost, profit };
      }),
      sales: {
        total: salesFigures(salesByCategory),
        byCategory: salesByCategory.map((row) => ({ category: row.category, ...salesFigures([row]) })),
        byWorker: salesByWorker.map((row) => ({ authorId: row.authorId, name: row.name, ...salesFigures([row]) })),
      },
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

/** The sums of some groups' rows, in cents, as the report's figures (margin = revenue − the known costs). */
function salesFigures(rows: SalesFiguresRow[]): SalesProfitFigures {
  const sum = (pick: (row: SalesFiguresRow) => string): number =>
    rows.reduce((total, row) => total + toCents(pick(row)), 0);
  const revenue = sum((row) => row.revenue);
  const cost = sum((row) => row.cost);
  return {
    quantity: rows.reduce((total, row) => total + row.quantity, 0),
    revenue: fromCents(revenue),
    cost: fromCents(cost),
    margin: fromCents(revenue - cost),
    unknownCostRevenue: fromCents(sum((row) => row.unknownCostRevenue)),
  };
}
