import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockReceiptRequest } from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const RECEIPT_SAVED = 'Malli u pranua: sasitë dhe çmimet e blerjes u përditësuan.';
export const RECEIPT_FAILED = 'Gabim gjatë pranimit të mallit';

/** POST /stock/receipts; the stock is asked again (quantities and cost prices changed). */
export function useReceiveStock() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<StockReceiptRequest>) => shopApi.receiveStock(request),
    onSuccess: () => {
      notifySuccess(RECEIPT_SAVED);
      void queryClient.invalidateQueries({ queryKey: queryKeys.parts });
    },
    onError: (error, { form, names }) => fail(error, RECEIPT_FAILED, form, names),
  });
}
