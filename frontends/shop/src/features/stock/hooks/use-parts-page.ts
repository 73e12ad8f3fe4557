import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageQuery, PartListQuery } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';

export const PART_PAGE_SIZE = 20;

/** One page of the shop's parts, optionally only those matching the name or code, or low on stock. */
export function usePartsPage(search: string, lowStock: boolean, page: number) {
  const query: PartListQuery & PageQuery = { limit: PART_PAGE_SIZE, offset: (page - 1) * PART_PAGE_SIZE };
  if (search) query.search = search;
  if (lowStock) query.lowStock = true;
  return useQuery({
    queryKey: queryKeys.partPage(query),
    queryFn: () => shopApi.parts(query),
    placeholderData: keepPreviousData,
  });
}
