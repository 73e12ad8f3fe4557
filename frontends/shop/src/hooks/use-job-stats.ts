import { shopApi } from '@repair-shop/web';
import { completedInMonth } from '../utils/job-stats';
import { useApiResource, type ApiResource } from './use-api-resource';

export interface JobStats {
  totalJobs: number;
  completedThisMonth: number;
}

async function loadJobStats(): Promise<JobStats> {
  const jobs = await shopApi.jobs();
  return { totalJobs: jobs.length, completedThisMonth: completedInMonth(jobs) };
}

/** Figures of the workers tab, from every job of the shop. */
export function useJobStats(version: number): ApiResource<JobStats> {
  return useApiResource(loadJobStats, version, 'job statistics');
}
