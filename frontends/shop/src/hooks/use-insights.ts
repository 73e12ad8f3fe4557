import { useQuery } from '@tanstack/react-query';
import { queryKeys, shopApi } from '@repair-shop/web';
import { useMay } from './use-role';

/**
 * GET /insights: what changed, what the stock runs out of and how good the predictions were. Asked only for the
 * roles that read the statistics (owner and managers): the server refuses a technician.
 */
export function useInsights() {
  const mayRead = useMay('readStats');
  return useQuery({ queryKey: queryKeys.insights, queryFn: shopApi.insights, enabled: mayRead });
}
