import { useQuery } from '@tanstack/react-query';
import type { ClientListQuery, ClientSort } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';

export const TOP_CLIENTS = 5;

/** The first clients in the server's ranking: most jobs, or most spent on completed jobs. */
export function useTopClients(sort: Exclude<ClientSort, 'recent'>) {
  const query: ClientListQuery = { sort, limit: TOP_CLIENTS };
  return useQuery({
    queryKey: queryKeys.clientPage(query),
    queryFn: () => shopApi.clients(query),
    // Someone who spent nothing is not a top spender.
    select: (page) => (sort === 'spent' ? page.items.filter((client) => client.totalSpent > 0) : page.items),
  });
}
