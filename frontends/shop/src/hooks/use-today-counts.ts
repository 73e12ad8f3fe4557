import { dayRange, shopApi } from '@repair-shop/web';
import { countByStatus, type StatusCounts } from '../utils/job-stats';
import { useApiResource, type ApiResource } from './use-api-resource';

async function loadTodayCounts(): Promise<StatusCounts> {
  const { from, to } = dayRange();
  return countByStatus(await shopApi.jobs({ createdFrom: from, createdTo: to }));
}

/** How many of today's jobs are in each status. */
export function useTodayCounts(version: number): ApiResource<StatusCounts> {
  return useApiResource(loadTodayCounts, version, "today's job counts");
}
