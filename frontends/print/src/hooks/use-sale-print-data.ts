import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessResponse, SaleResponse } from '@repair-shop/contracts';
import { apiRequest, businessQuery, getToken, isApiRequestError, loadFailed, queryKeys } from '@repair-shop/web';

/** The cache entry of a sale as printed (GET /api/sales/:id); its fiscal document's prints refresh it. */
export const saleQueryKey = queryKeys.sale;

export const SALE_NOT_FOUND_TEXT = 'Shitja nuk u gjet.';
export const SALE_LOAD_FAILED_TEXT = 'Të dhënat e shitjes nuk u ngarkuan. Kontrolloni lidhjen dhe provoni përsëri.';

/** A missing sale (404), or a malformed id refused with 400, is a sale that does not exist. */
const notFound = (error: unknown): boolean =>
  isApiRequestError(error) && (error.status === 404 || error.status === 400);

export const saleQuery = (saleId: string) =>
  queryOptions({
    queryKey: saleQueryKey(saleId),
    queryFn: () => apiRequest<SaleResponse>('GET', `/sales/${encodeURIComponent(saleId)}`, { token: getToken() }),
    retry: (count, error) => !notFound(error) && count < 2,
  });

export type SalePrintData =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed' }
  | {
      state: 'ready';
      sale: SaleResponse;
      business: BusinessResponse | null;
      /** A return: the sale it takes back (its number, the fiscal document corrected); null when unknown. */
      original: SaleResponse | null;
    };

/**
 * A sale (or a return) and the shop, to print; a return's original sale is read too, for its number. Only
 * read: a page made to print changes no record.
 */
export function useSalePrintData(saleId: string): SalePrintData {
  const sale = useQuery(saleQuery(saleId));
  const business = useQuery(businessQuery());
  const originalId = sale.data?.originalSaleId ?? null;
  const original = useQuery({ ...saleQuery(originalId ?? ''), enabled: originalId !== null });
  if (notFound(sale.error)) return { state: 'notFound' };
  if (loadFailed(sale) || loadFailed(business)) return { state: 'failed' };
  if (sale.data === undefined || business.data === undefined) return { state: 'loading' };
  // The original is a courtesy: a return prints without it when it cannot be read.
  if (originalId !== null && original.isPending && !original.isError) return { state: 'loading' };
  return {
    state: 'ready',
    sale: sale.data,
    business: business.data,
    original: original.data ?? null,
  };
}
