import { queryOptions } from '@tanstack/react-query';
import { reportsApi } from '../api/reports-api';
import { queryKeys } from './query-keys';

/** GET /reports/day of one day (YYYY-MM-DD): shared by the day close screen and its printed sheet. */
export const dayReportQuery = (date: string) =>
  queryOptions({ queryKey: queryKeys.dayReport(date), queryFn: () => reportsApi.day(date) });
