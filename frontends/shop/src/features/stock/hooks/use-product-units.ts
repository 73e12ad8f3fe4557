import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PageQuery,
  ProductResponse,
  ProductUnitRequest,
  ProductUnitResponse,
  ProductUnitUpdateRequest,
} from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const UNIT_PAGE_SIZE = 20;
export const UNIT_ADDED = 'Njësia u shtua në stok.';
export const ADD_UNIT_FAILED = 'Gabim gjatë shtimit të njësisë';
export const UPDATE_UNIT_FAILED = 'Gabim gjatë ndryshimit të njësisë';

/** Under the stock's prefix: any write to the stock (a receipt, a product saved) asks the units again too. */
const unitsKey = (productId: string, query: PageQuery) => [...queryKeys.parts, 'units', productId, query] as const;

/** One page of a serialized product's units, newest first. */
export function useProductUnits(productId: string | null, page: number) {
  const query: PageQuery = { limit: UNIT_PAGE_SIZE, offset: (page - 1) * UNIT_PAGE_SIZE };
  return useQuery({
    queryKey: unitsKey(productId ?? '', query),
    queryFn: () => shopApi.productUnits(productId!, query),
    placeholderData: keepPreviousData,
    enabled: productId !== null,
  });
}

/** A unit received by IMEI or serial; a serial taken is said under the form's field. */
export function useAddProductUnit(product: ProductResponse) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<ProductUnitRequest>) => shopApi.addProductUnit(product.id, request),
    onSuccess: () => {
      notifySuccess(UNIT_ADDED);
      void queryClient.invalidateQueries({ queryKey: queryKeys.parts });
    },
    onError: (error, { form, names }) => fail(error, ADD_UNIT_FAILED, form, names),
  });
}

/** A unit marked defective, written off or put back in stock (the product's quantity follows on the server). */
export function useUpdateProductUnit(product: ProductResponse) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ unit, request }: { unit: ProductUnitResponse; request: ProductUnitUpdateRequest }) =>
      shopApi.updateProductUnit(product.id, unit.id, request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.parts }),
    onError: (error) => fail(error, UPDATE_UNIT_FAILED),
  });
}
