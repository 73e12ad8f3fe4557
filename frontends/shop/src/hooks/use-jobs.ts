import { useCallback } from 'react';
import type { JobListQuery, JobResponse } from '@repair-shop/contracts';
import { dayRange, shopApi } from '@repair-shop/web';
import { useApiResource, type ApiResource } from './use-api-resource';

export interface JobSearch {
  search: string;
  todayOnly: boolean;
}

/** The jobs matching the search (name, phone, IMEI) and, optionally, created today; newest first. */
export function useJobs({ search, todayOnly }: JobSearch, version: number): ApiResource<JobResponse[]> {
  const load = useCallback(() => {
    const query: JobListQuery = {};
    if (search) query.search = search;
    if (todayOnly) {
      // Computed at call time, so a page left open past midnight still means "today".
      const { from, to } = dayRange();
      query.createdFrom = from;
      query.createdTo = to;
    }
    return shopApi.jobs(query);
  }, [search, todayOnly]);
  return useApiResource(load, `${version}|${todayOnly}|${search}`, 'jobs');
}
