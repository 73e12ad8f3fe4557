import type { PageQuery, SaleListQuery } from '@repair-shop/contracts';
import { queryKeys } from '@repair-shop/web';

/** The sales' entries of the query cache: lists under ['sales'], which every sale and return invalidates. */
export const saleKeys = {
  all: ['sales'] as const,
  page: (query: SaleListQuery & PageQuery) => ['sales', 'page', query] as const,
  /** The same entry the sale's papers (the print remote) read. */
  sale: queryKeys.sale,
  productSearch: (search: string) => ['parts', 'for-sale', search] as const,
};
