import { useQuery } from '@tanstack/react-query';
import type { BusinessResponse, CashDepositResponse, DayReportResponse } from '@repair-shop/contracts';
import { businessQuery, cashDepositsQuery, dayReportQuery, isApiRequestError, loadFailed } from '@repair-shop/web';

export type DayCloseData =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'refused'; status: number }
  | {
      state: 'ready';
      report: DayReportResponse;
      business: BusinessResponse | null;
      /** The register's cash registered that day (an Albanian shop's; none for the others). */
      deposits: CashDepositResponse[];
    };

/**
 * The day's close and the shop's business, from the cache entries the dashboard's day close uses: a
 * day just looked at prints at once. A technician's 403 and a malformed day's 400 are answers to say
 * so, not failures to try again. An Albanian shop's day (the report has its cash drawer) also needs the
 * day's cash deposits, which its sheet lists.
 */
export function useDayCloseData(date: string): DayCloseData {
  const report = useQuery(dayReportQuery(date));
  const business = useQuery(businessQuery());
  const keepsCashFund = report.data !== undefined && report.data.cashDrawer !== null;
  const deposits = useQuery(cashDepositsQuery(date, keepsCashFund));
  if (isApiRequestError(report.error) && (report.error.status === 403 || report.error.status === 400)) {
    return { state: 'refused', status: report.error.status };
  }
  if (loadFailed(report) || loadFailed(business) || (keepsCashFund && loadFailed(deposits))) return { state: 'failed' };
  if (report.data === undefined || business.data === undefined) return { state: 'loading' };
  if (keepsCashFund && deposits.data === undefined) return { state: 'loading' };
  return {
    state: 'ready',
    report: report.data,
    business: business.data,
    deposits: keepsCashFund ? (deposits.data?.items ?? []) : [],
  };
}
