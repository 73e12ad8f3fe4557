import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaleReturnRequest } from '@repair-shop/contracts';
import { isApiRequestError, queryKeys } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';
import { salesApi } from '../api/sales-api';
import { saleKeys } from './sale-keys';

export const SALE_PAGE_SIZE = 20;

/** One page of the shop's sales and returns of a day (the shop's calendar day), newest first. */
export function useSalesPage(day: string, page: number) {
  const query = { from: day, to: day, limit: SALE_PAGE_SIZE, offset: (page - 1) * SALE_PAGE_SIZE };
  return useQuery({
    queryKey: saleKeys.page(query),
    queryFn: () => salesApi.sales(query),
    placeholderData: keepPreviousData,
  });
}

/** One sale with its lines, payments and returns; null when the shop has no such sale. */
export function useSale(saleId: string) {
  return useQuery({
    queryKey: saleKeys.sale(saleId),
    queryFn: () =>
      salesApi.sale(saleId).catch((error: unknown) => {
        if (isApiRequestError(error) && error.status === 404) return null;
        throw error;
      }),
  });
}

export const RETURN_FAILED = 'Gabim gjatë regjistrimit të kthimit';

/** POST /api/sales/:id/returns: the sale is asked again for its returned quantities. */
export function useReturnSale(saleId: string) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: (request: SaleReturnRequest) => salesApi.returnLines(saleId, request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: saleKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['parts'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reports });
    },
    onError: (error) => fail(error, RETURN_FAILED),
  });
}

/** Products for sale whose name, code or barcode holds the text (the first few). */
export function useProductsForSale(search: string) {
  return useQuery({
    queryKey: saleKeys.productSearch(search),
    queryFn: () => salesApi.searchProducts({ search, forSale: true, limit: 8 }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}
