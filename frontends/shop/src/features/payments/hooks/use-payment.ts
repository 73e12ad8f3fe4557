import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentKind, PaymentRequest } from '@repair-shop/contracts';
import {
  invalidateAfterJobWrite,
  notifySuccess,
  shopApi,
  updateCachedJobDetail,
  withMoney,
  type SentFromForm,
} from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const PAYMENT_FAILED = 'Gabim gjatë regjistrimit të pagesës';
export const PAYMENT_SAVED: Record<PaymentKind, string> = {
  deposit: 'Paradhënia u regjistrua.',
  payment: 'Pagesa u regjistrua.',
  refund: 'Kthimi i parave u regjistrua.',
};

/**
 * POST /jobs/:id/payments. The answer's money goes into the cached detail at once; then the job is
 * asked again for its payments and the history line the payment wrote. The server's Albanian detail
 * (a technician's refund, a refund above what was paid) is shown on failure, under the form's field it is about.
 */
export function usePayment(jobId: string) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<PaymentRequest>) => shopApi.addPayment(jobId, request),
    onSuccess: async (result, { request }) => {
      await updateCachedJobDetail(queryClient, jobId, withMoney(result.money));
      notifySuccess(PAYMENT_SAVED[request.kind]);
      void invalidateAfterJobWrite(queryClient, { kind: 'payment', jobId });
    },
    onError: (error, { form, names }) => fail(error, PAYMENT_FAILED, form, names),
  });
}
