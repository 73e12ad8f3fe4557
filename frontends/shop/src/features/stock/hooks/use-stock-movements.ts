import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageQuery, StockMovementQuery } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';

export const MOVEMENT_PAGE_SIZE = 20;

/** One page of a product's stock movements, newest first. */
export function useStockMovements(productId: string | null, page: number) {
  const query: StockMovementQuery & PageQuery = {
    productId: productId ?? undefined,
    limit: MOVEMENT_PAGE_SIZE,
    offset: (page - 1) * MOVEMENT_PAGE_SIZE,
  };
  return useQuery({
    queryKey: queryKeys.stockMovements(query),
    queryFn: () => shopApi.stockMovements(query),
    placeholderData: keepPreviousData,
    enabled: productId !== null,
  });
}
