import { Injectable } from '@nestjs/common';
import {
  PAYMENT_METHODS,
  type DayCashDrawer,
  type DayMoneyByMethod,
  type DayReportResponse,
  type DaySales,
  type PaymentMethod,
} from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { fromCents, toCents } from '../../common/money/cents';
import { BusinessesRepository, requireBusinessId } from '../business';
import { DayReportRepository, type CashFundRow } from './day-report.repository';
import { DaySalesRepository, type SaleMethodRow, type SaleWorkerRow } from './day-sales.repository';
import { shopToday } from './shop-day';

/** The most payment lines a day's sheet lists; a shop's day holds far fewer. */
const MAX_LINES = 1000;

/**
 * A shop's day closed: money in and out by method, jobs received and completed, parts used, and the
 * gross profit of the jobs completed. Each figure is one index range of the shop's rows for that day.
 * A cancelled job counts in none of the jobs' and parts' figures; its money, taken or given back, does.
 */
@Injectable()
export class DayReportService {
  constructor(
    private readonly report: DayReportRepository,
    private readonly sales: DaySalesRepository,
    private readonly businesses: BusinessesRepository,
    private readonly clock: Clock,
  ) {}

  async day(businessId: string | null, date: string | undefined): Promise<DayReportResponse> {
    const shop = requireBusinessId(businessId);
    const day = date ?? shopToday(this.clock.now());
    const [totals, methods, lines, currency, fiscal, cashFund, saleMethods, saleWorkers, saleList] = await Promise.all([
      this.report.totals(shop, day),
      this.report.methods(shop, day),
      this.report.lines(shop, day, MAX_LINES + 1),
      this.businesses.currency(shop),
      this.report.fiscal(shop, day),
      this.report.cashFund(shop, day),
      this.sales.methods(shop, day),
      this.sales.byWorker(shop, day),
      this.sales.list(shop, day, MAX_LINES + 1),
    ]);
    const salesCents = saleCentsByMethod(saleMethods, saleWorkers);
    const byMethod = PAYMENT_METHODS.map((method) => {
      const row = methods.find((candidate) => candidate.method === method);
      const sold = salesCents[method];
      const cents = { in: toCents(row?.in ?? '0') + sold.in, out: toCents(row?.out ?? '0') + sold.out };
      return { ...methodFigures(method, cents), cents };
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
      completedJobs: {
        revenue: fromCents(revenue),
        partsCost: fromCents(completedPartsCost),
        grossProfit: fromCents(revenue - completedPartsCost),
      },
      payments: lines.slice(0, MAX_LINES),
      paymentsTruncated: lines.length > MAX_LINES,
      fiscal,
      sales: daySales(salesCents, saleWorkers, saleList.slice(0, MAX_LINES), saleList.length > MAX_LINES),
      cashDrawer: cashFund.albanian
        ? cashDrawerOf(
            cashFund,
            byMethod.find((entry) => entry.method === 'cash'),
          )
        : null,
    };
  }
}

type Cents = { in: number; out: number };

function methodFigures(method: PaymentMethod, cents: Cents): DayMoneyByMethod {
  return { method, in: fromCents(cents.in), out: fromCents(cents.out), net: fromCents(cents.in - cents.out) };
}

/** The sales' money by method in cents: the change given back comes out of what cash brought in. */
function saleCentsByMethod(rows: SaleMethodRow[], workers: SaleWorkerRow[]): Record<PaymentMethod, Cents> {
  const change = workers.reduce((sum, row) => sum + toCents(row.change), 0);
  return Object.fromEntries(
    PAYMENT_METHODS.map((method) => {
      const row = rows.find((candidate) => candidate.method === method);
      const given = toCents(row?.in ?? '0') - (method === 'cash' ? change : 0);
      return [method, { in: given, out: toCents(row?.out ?? '0') }];
    }),
  ) as Record<PaymentMethod, Cents>;
}

function daySales(
  byMethod: Record<PaymentMethod, Cents>,
  workers: SaleWorkerRow[],
  list: DaySales['list'],
  listTruncated: boolean,
): DaySales {
  const sum = (pick: (row: SaleWorkerRow) => string): number =>
    workers.reduce((total, row) => total + toCents(pick(row)), 0);
  return {
    count: workers.reduce((total, row) => total + row.sales, 0),
    returns: workers.reduce((total, row) => total + row.returns, 0),
    revenue: fromCents(sum((row) => row.revenue)),
    jobBalances: fromCents(sum((row) => row.jobBalances)),
    byMethod: PAYMENT_METHODS.map((method) => methodFigures(method, byMethod[method])),
    byWorker: workers.map((row) => ({
      authorId: row.authorId,
      name: row.name,
      sales: row.sales,
      returns: row.returns,
      revenue: fromCents(toCents(row.revenue)),
      money: fromCents(toCents(row.money)),
    })),
    list,
    listTruncated,
  };
}

/** What an Albanian register's drawer should hold at the day's end, counted in cents. */
function cashDrawerOf(fund: CashFundRow, cash: { cents: { in: number; out: number } } | undefined): DayCashDrawer {
  const initial = toCents(fund.initial);
  const deposits = toCents(fund.deposits);
  const withdrawals = toCents(fund.withdrawals);
  const cashNet = (cash?.cents.in ?? 0) - (cash?.cents.out ?? 0);
  return {
    initial: fromCents(initial),
    deposits: fromCents(deposits),
    withdrawals: fromCents(withdrawals),
    cashNet: fromCents(cashNet),
    expected: fromCents(initial + deposits - withdrawals + cashNet),
  };
}
