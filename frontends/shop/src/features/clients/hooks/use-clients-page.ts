import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientListQuery } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';

export const CLIENT_PAGE_SIZE = 20;

/** One page of the shop's clients, latest first, optionally only those whose name or phone matches. */
export function useClientsPage(search: string, page: number) {
  const query: ClientListQuery = { sort: 'recent', limit: CLIENT_PAGE_SIZE, offset: (page - 1) * CLIENT_PAGE_SIZE };
  if (search) query.search = search;
  return useQuery({
    queryKey: queryKeys.clientPage(query),
    queryFn: () => shopApi.clients(query),
    placeholderData: keepPreviousData,
  });
}
