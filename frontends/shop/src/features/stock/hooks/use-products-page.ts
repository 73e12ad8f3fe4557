import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageQuery, ProductListQuery } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';

export const PRODUCT_PAGE_SIZE = 20;

/** One page of the shop's stock as products: by name or barcode, only those for sale, only the low ones, or those taken off sale. */
export function useProductsPage(filters: {
  search: string;
  lowStock: boolean;
  forSale: boolean;
  archived: boolean;
  page: number;
}) {
  const query: ProductListQuery & PageQuery = {
    limit: PRODUCT_PAGE_SIZE,
    offset: (filters.page - 1) * PRODUCT_PAGE_SIZE,
  };
  if (filters.search) query.search = filters.search;
  if (filters.lowStock) query.lowStock = true;
  if (filters.forSale) query.forSale = true;
  if (filters.archived) query.archived = true;
  return useQuery({
    queryKey: queryKeys.productPage(query),
    queryFn: () => shopApi.products(query),
    placeholderData: keepPreviousData,
  });
}

/** How many products a line picker lists at once: more are found by typing more of the name. */
export const PRODUCT_SEARCH_LIMIT = 8;

/** The products whose name, code or barcode matches what is typed (the first ones when nothing is). */
export function useProductSearch(search: string) {
  const query: ProductListQuery & PageQuery = search
    ? { search, limit: PRODUCT_SEARCH_LIMIT }
    : { limit: PRODUCT_SEARCH_LIMIT };
  return useQuery({
    queryKey: queryKeys.productPage(query),
    queryFn: () => shopApi.products(query),
    placeholderData: keepPreviousData,
  });
}
