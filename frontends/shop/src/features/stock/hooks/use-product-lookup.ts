import type { QueryClient } from '@tanstack/react-query';
import type { ProductResponse } from '@repair-shop/contracts';
import { isApiRequestError, queryKeys, shopApi } from '@repair-shop/web';

/**
 * The product whose barcode is exactly the scanned code (GET /products/lookup), asked of the server at once: a
 * scanner types the code and Enter faster than a typed search settles. Null when the shop has no such barcode.
 */
export function findProductByBarcode(queryClient: QueryClient, code: string): Promise<ProductResponse | null> {
  return queryClient.fetchQuery({
    queryKey: queryKeys.productLookup(code),
    queryFn: () =>
      shopApi.lookupProduct(code).catch((error: unknown) => {
        if (isApiRequestError(error) && error.status === 404) return null;
        throw error;
      }),
  });
}
