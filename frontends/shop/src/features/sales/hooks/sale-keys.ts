import type { PageQuery, SaleListQuery } from '@repair-shop/contracts';

/** The sales' entries of the query cache: lists under ['sales'], which every sale and return invalidates. */
export const saleKeys = {
  all: ['sales'] as const,
  page: (query: SaleListQuery & PageQuery) => ['sales', 'page', query] as const,
  sale: (id: string) => ['sales', 'one', id] as const,
  productSearch: (search: string) => ['parts', 'for-sale', search] as const,
};
