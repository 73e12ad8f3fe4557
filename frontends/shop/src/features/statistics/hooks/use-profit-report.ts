import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys, reportsApi, type MonthRange } from '@repair-shop/web';

/** GET /reports/profit of a range of months: profit per month and per worker, as the server summed it. */
export function useProfitReport(range: MonthRange) {
  return useQuery({
    queryKey: queryKeys.profitReport(range),
    queryFn: () => reportsApi.profit(range),
    placeholderData: keepPreviousData,
  });
}
