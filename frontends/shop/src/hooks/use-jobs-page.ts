import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobListQuery } from '@repair-shop/contracts';
import { dayRange, queryKeys, shopApi } from '@repair-shop/web';
import type { JobFilters } from './use-job-filters';

/** The server's question for the table's filters and page: limit = page size, offset = rows before the page. */
export function jobListQuery({ search, todayOnly, page, pageSize }: Pick<JobFilters, 'search' | 'todayOnly' | 'page' | 'pageSize'>): JobListQuery {
  const query: JobListQuery = { limit: pageSize, offset: (page - 1) * pageSize };
  if (search) query.search = search;
  if (todayOnly) {
    // Worked out on every render, so a page left open past midnight means the new day.
    const { from, to } = dayRange();
    query.createdFrom = from;
    query.createdTo = to;
  }
  return query;
}

/**
 * One page of jobs as the server has it (newest first) and how many match in all. While the next page,
 * search or filter loads, the previous page stays shown (isPlaceholderData).
 */
export function useJobsPage(filters: Pick<JobFilters, 'search' | 'todayOnly' | 'page' | 'pageSize'>) {
  const query = jobListQuery(filters);
  return useQuery({ queryKey: queryKeys.jobPage(query), queryFn: () => shopApi.jobs(query), placeholderData: keepPreviousData });
}
