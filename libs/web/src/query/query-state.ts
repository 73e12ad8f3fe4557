import type { UseQueryResult } from '@tanstack/react-query';
import { endsSession } from '../session/session-end';

/**
 * A load failed and there is nothing to show instead (an answer already shown stays after a failed
 * refresh). A refused session is no failure to show: the login page is already on its way.
 */
export const loadFailed = (query: Pick<UseQueryResult, 'isError' | 'data' | 'error'>): boolean =>
  query.isError && query.data === undefined && !endsSession(query.error);

/** Props of LoadFailed for a query: try it again, showing that it is trying. */
export const retryProps = (query: Pick<UseQueryResult, 'refetch' | 'isFetching'>) => ({
  onRetry: () => void query.refetch(),
  retrying: query.isFetching,
});
