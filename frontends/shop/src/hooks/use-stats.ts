import { useQuery } from '@tanstack/react-query';
import { queryKeys, shopApi } from '@repair-shop/web';

/** GET /stats: the business's and each worker's figures, counted by the server. */
export function useStats() {
  return useQuery({ queryKey: queryKeys.stats, queryFn: shopApi.stats });
}
