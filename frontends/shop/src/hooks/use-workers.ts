import { useQuery } from '@tanstack/react-query';
import { queryKeys, shopApi } from '@repair-shop/web';

/** GET /workers, with each worker's active job count. */
export function useWorkers() {
  return useQuery({ queryKey: queryKeys.workers, queryFn: shopApi.workers });
}
