import { useQuery } from '@tanstack/react-query';
import { dayRange, queryKeys, shopApi } from '@repair-shop/web';

/**
 * How many of today's jobs are in each status (GET /jobs/counts for today's range). The range is worked
 * out on every render, so a page left open past midnight asks about the new day.
 */
export function useTodayCounts() {
  const { from, to } = dayRange();
  const filters = { createdFrom: from, createdTo: to };
  return useQuery({
    queryKey: queryKeys.jobCounts(filters),
    queryFn: () => shopApi.jobCounts(filters),
    select: (counts) => counts.byStatus,
  });
}
