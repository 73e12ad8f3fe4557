import type {
  PageQuery,
  ProductListQuery,
  ProductLookupResponse,
  ProductResponse,
  SaleListQuery,
  SaleRequest,
  SaleResponse,
  SaleReturnRequest,
  SaleSavedResponse,
} from '@repair-shop/contracts';
import { apiPageRequest, apiRequest, getToken, type Page } from '@repair-shop/web';

const withToken = () => ({ token: getToken() });

/**
 * The counter sales' calls (issue 26), kept with the feature that alone uses them; the products' search and
 * lookup are typed here with the lookup's `unit` (a serialized unit scanned by its IMEI or serial).
 */
export const salesApi = {
  /** The product (and unit) whose barcode, code or serial is exactly the scanned code; 404 when none. */
  lookup: (code: string) =>
    apiRequest<ProductLookupResponse>('GET', '/products/lookup', { ...withToken(), query: { code } }),
  /** Products for sale whose name, code or barcode holds the text. */
  searchProducts: (query: ProductListQuery & PageQuery): Promise<Page<ProductResponse>> =>
    apiPageRequest<ProductResponse>('/products', {
      ...withToken(),
      query: query as Record<string, string | number | undefined>,
    }),
  /** One sale: its totals, change and fiscal document in the answer; 409 STOCK_INSUFFICIENT unless allowNegativeStock. */
  sell: (body: SaleRequest) => apiRequest<SaleSavedResponse>('POST', '/sales', { ...withToken(), body }),
  /** The shop's sales of the days from and to, newest first; total from X-Total-Count. */
  sales: (query: SaleListQuery & PageQuery): Promise<Page<SaleResponse>> =>
    apiPageRequest<SaleResponse>('/sales', {
      ...withToken(),
      query: query as Record<string, string | number | undefined>,
    }),
  sale: (id: string) => apiRequest<SaleResponse>('GET', `/sales/${encodeURIComponent(id)}`, withToken()),
  /** Lines brought back; the answer is the return (a sale of kind 'return'). */
  returnLines: (saleId: string, body: SaleReturnRequest) =>
    apiRequest<SaleSavedResponse>('POST', `/sales/${encodeURIComponent(saleId)}/returns`, { ...withToken(), body }),
};
