import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockCountRequest } from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const COUNT_SAVED = 'Numërimi u regjistrua: diferencat u kontabilizuan në stok.';
export const COUNT_FAILED = 'Gabim gjatë regjistrimit të numërimit';

/** POST /stock/counts; the stock is asked again (the differences were booked). */
export function useCountStock() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<StockCountRequest>) => shopApi.countStock(request),
    onSuccess: () => {
      notifySuccess(COUNT_SAVED);
      void queryClient.invalidateQueries({ queryKey: queryKeys.parts });
    },
    onError: (error, { form, names }) => fail(error, COUNT_FAILED, form, names),
  });
}
