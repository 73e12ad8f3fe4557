import type { UseQueryResult } from '@tanstack/react-query';

/** A load failed and there is nothing to show instead (an answer already shown stays after a failed refresh). */
export const loadFailed = (query: Pick<UseQueryResult, 'isError' | 'data'>): boolean => query.isError && query.data === undefined;

/** Props of LoadFailed for a query: try it again, showing that it is trying. */
export const retryProps = (query: Pick<UseQueryResult, 'refetch' | 'isFetching'>) => ({
  onRetry: () => void query.refetch(),
  retrying: query.isFetching,
});
