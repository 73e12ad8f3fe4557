import { Injectable } from '@nestjs/common';
import { PAYMENT_METHODS, type DayCashDrawer, type DayReportResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { fromCents, toCents } from '../../common/money/cents';
import { BusinessesRepository, requireBusinessId } from '../business';
import { DayReportRepository, type CashFundRow } from './day-report.repository';
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
    private readonly businesses: BusinessesRepository,
    private readonly clock: Clock,
  ) {}

  async day(businessId: string | null, date: string | undefined): Promise<DayReportResponse> {
    const shop = requireBusinessId(businessId);
    const day = date ?? shopToday(this.clock.now());
    const [totals, methods, lines, currency, fiscal, cashFund] = await Promise.all([
      this.report.totals(shop, day),
      this.report.methods(shop, day),
      this.report.lines(shop, day, MAX_LINES + 1),
      this.businesses.currency(shop),
      this.report.fiscal(shop, day),
      this.report.cashFund(shop, day),
    ]);
    const byMethod = PAYMENT_METHODS.map((method) => {
      const row = methods.find((candidate) => candidate.method === method);
      const cents = { in: toCents(row?.in ?? '0'), out: toCents(row?.out ?? '0') };
      return {
        method,
        in: fromCents(cents.in),
        out: fromCents(cents.out),
        net: fromCents(cents.in - cents.out),
        cents,
      };
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
      cashDrawer: cashFund.albanian
        ? cashDrawerOf(
            cashFund,
            byMethod.find((entry) => entry.method === 'cash'),
          )
        : null,
    };
  }
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
