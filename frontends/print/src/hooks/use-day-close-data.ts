import { useQuery } from '@tanstack/react-query';
import type { BusinessResponse, DayReportResponse } from '@repair-shop/contracts';
import { businessQuery, dayReportQuery, isApiRequestError, loadFailed } from '@repair-shop/web';

export type DayCloseData =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'refused'; status: number }
  | { state: 'ready'; report: DayReportResponse; business: BusinessResponse | null };

/**
 * The day's close and the shop's business, from the cache entries the dashboard's day close uses: a
 * day just looked at prints at once. A technician's 403 and a malformed day's 400 are answers to say
 * so, not failures to try again.
 */
export function useDayCloseData(date: string): DayCloseData {
  const report = useQuery(dayReportQuery(date));
  const business = useQuery(businessQuery());
  if (isApiRequestError(report.error) && (report.error.status === 403 || report.error.status === 400)) {
    return { state: 'refused', status: report.error.status };
  }
  if (loadFailed(report) || loadFailed(business)) return { state: 'failed' };
  if (report.data === undefined || business.data === undefined) return { state: 'loading' };
  return { state: 'ready', report: report.data, business: business.data };
}
