import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dayReportQuery } from '@repair-shop/web';

/** GET /reports/day of one day: the server's sums of its money, jobs, parts and payments. */
export function useDayReport(date: string) {
  return useQuery({ ...dayReportQuery(date), placeholderData: keepPreviousData });
}
