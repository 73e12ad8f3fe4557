import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IN_SHOP_STATUSES, jobStatusFilter, type JobListQuery } from '@repair-shop/contracts';
import { dayRange, queryKeys, shopApi } from '@repair-shop/web';
import type { JobFilters } from './use-job-filters';

/**
 * The server's question for the list's filters and page: limit = page size, offset = rows before the
 * page; the work in the shop is its three statuses, today is today's range.
 */
export function jobListQuery({
  search,
  view,
  page,
  pageSize,
}: Pick<JobFilters, 'search' | 'view' | 'page' | 'pageSize'>): JobListQuery {
  const query: JobListQuery = { limit: pageSize, offset: (page - 1) * pageSize };
  if (search) query.search = search;
  if (view === 'inShop') query.status = jobStatusFilter(IN_SHOP_STATUSES);
  if (view === 'today') {
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
export function useJobsPage(filters: Pick<JobFilters, 'search' | 'view' | 'page' | 'pageSize'>) {
  const query = jobListQuery(filters);
  return useQuery({
    queryKey: queryKeys.jobPage(query),
    queryFn: () => shopApi.jobs(query),
    placeholderData: keepPreviousData,
  });
}
