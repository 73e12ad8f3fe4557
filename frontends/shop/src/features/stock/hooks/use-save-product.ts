import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductRequest, ProductResponse } from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const PRODUCT_CREATED = 'Produkti u shtua në stok.';
export const PRODUCT_SAVED = 'Produkti u ruajt.';
export const SAVE_PRODUCT_FAILED = 'Gabim gjatë ruajtjes së produktit';

/**
 * POST /products, or PATCH /products/:id when editing `product`; the stock (parts, products, movements) is asked
 * again. A barcode refused (a wrong check digit, another product's) is said under the form's barcode field.
 */
export function useSaveProduct(product: ProductResponse | null) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<ProductRequest>) =>
      product ? shopApi.updateProduct(product.id, request) : shopApi.addProduct(request),
    onSuccess: () => {
      notifySuccess(product ? PRODUCT_SAVED : PRODUCT_CREATED);
      void queryClient.invalidateQueries({ queryKey: queryKeys.parts });
    },
    onError: (error, { form, names }) => fail(error, SAVE_PRODUCT_FAILED, form, names),
  });
}
