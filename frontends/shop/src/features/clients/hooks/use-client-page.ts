import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clientDetailQuery, queryKeys, shopApi } from '@repair-shop/web';

export const CLIENT_JOBS_PAGE_SIZE = 10;

/** The page's query parameter: a job opened from the list and "Kthehu" come back to the same page. */
const PAGE_PARAM = 'faqja';

/** The client's figures; null when the shop has no such client. */
export function useClientDetail(phoneKey: string) {
  return useQuery(clientDetailQuery(phoneKey));
}

/** The page of the client's jobs shown, kept in the address. */
export function useClientJobsPageNumber(): { page: number; setPage: (page: number) => void } {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(PAGE_PARAM));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set(PAGE_PARAM, String(next));
          else updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { page, setPage };
}

/** One page of the client's jobs, newest first, each with its total, paid and balance. */
export function useClientJobsPage(phoneKey: string, page: number) {
  const query = { limit: CLIENT_JOBS_PAGE_SIZE, offset: (page - 1) * CLIENT_JOBS_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.clientJobPage(phoneKey, query),
    queryFn: () => shopApi.clientJobPage(phoneKey, query),
    placeholderData: keepPreviousData,
  });
}
