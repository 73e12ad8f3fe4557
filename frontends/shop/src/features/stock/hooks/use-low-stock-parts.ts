import { useQuery } from '@tanstack/react-query';
import type { PageQuery, PartListQuery } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';

export const LOW_STOCK_SHOWN = 5;

/** The first parts at or below their low-stock level, for the home tab's card. */
export function useLowStockParts() {
  const query: PartListQuery & PageQuery = { lowStock: true, limit: LOW_STOCK_SHOWN };
  return useQuery({ queryKey: queryKeys.partPage(query), queryFn: () => shopApi.parts(query) });
}
