import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductResponse } from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const ARCHIVE_FAILED = 'Gabim gjatë heqjes së produktit nga shitja';
export const RESTORE_FAILED = 'Gabim gjatë rikthimit të produktit në shitje';
export const DEFECTIVE_WRITTEN_OFF = 'Copët me defekt u nxorën nga stoku.';
export const WRITE_OFF_FAILED = 'Gabim gjatë nxjerrjes së copëve me defekt';

/** «Hiq nga shitja»: the product is archived; the server's message says what it still held. */
export function useArchiveProduct() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: (product: ProductResponse) => shopApi.archiveProduct(product.id),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.parts });
    },
    onError: (error) => fail(error, ARCHIVE_FAILED),
  });
}

/** «Rikthe në shitje»: a product taken off sale is back in the lists, with the quantity and books it kept. */
export function useRestoreProduct() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: (product: ProductResponse) => shopApi.restoreProduct(product.id),
    onSuccess: ({ product }) => {
      notifySuccess(`«${product.name}» u rikthye në shitje.`);
      void queryClient.invalidateQueries({ queryKey: queryKeys.parts });
    },
    onError: (error) => fail(error, RESTORE_FAILED),
  });
}

/** «Nxirr nga stoku»: defective pieces sent back or thrown away, off the defective count. */
export function useWriteOffDefective() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ product, quantity }: { product: ProductResponse; quantity: number }) =>
      shopApi.writeOffDefective(product.id, { quantity }),
    onSuccess: () => {
      notifySuccess(DEFECTIVE_WRITTEN_OFF);
      void queryClient.invalidateQueries({ queryKey: queryKeys.parts });
    },
    onError: (error) => fail(error, WRITE_OFF_FAILED),
  });
}
