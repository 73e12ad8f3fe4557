import { useQuery } from '@tanstack/react-query';
import type { JobCountsResponse } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';

/** Every job the shop has, cancelled ones included (the counts' total leaves them out). */
const NO_FILTERS = {};

/** A fact that stays true once the shop has had a job, whatever became of it (completed, collected, cancelled). */
export const hasHadJobs = (counts: JobCountsResponse): boolean => counts.total + counts.byStatus.cancelled > 0;

/**
 * Whether the shop has ever had a job (the welcome's last step): GET /jobs/counts without filters,
 * asked only while `enabled`. A new job invalidates it with every other count.
 */
export function useHasJobs(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.jobCounts(NO_FILTERS),
    queryFn: () => shopApi.jobCounts(NO_FILTERS),
    enabled,
    select: hasHadJobs,
  });
}
