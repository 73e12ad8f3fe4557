import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FiscalDocumentResponse, PaymentKind, PaymentRequest } from '@repair-shop/contracts';
import {
  invalidateAfterJobWrite,
  notifySuccess,
  notifyWarning,
  queryKeys,
  shopApi,
  updateCachedJobDetail,
  withMoney,
  type SentFromForm,
} from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';
import { fiscalOutcome } from '../utils/fiscal-outcome';

export const PAYMENT_FAILED = 'Gabim gjatë regjistrimit të pagesës';
export const PAYMENT_SAVED: Record<PaymentKind, string> = {
  deposit: 'Paradhënia u regjistrua.',
  payment: 'Pagesa u regjistrua.',
  refund: 'Kthimi i parave u regjistrua.',
};

/**
 * The payment recorded, and what became of its fiscal document: accepted (green, with its NIVF), or not
 * accepted yet or refused, which stays on screen until closed.
 */
function notifyPaymentSaved(saved: string, document: FiscalDocumentResponse | null): void {
  const outcome = document ? fiscalOutcome(document) : null;
  if (!outcome) notifySuccess(saved);
  else if (outcome.state === 'fiscalized') notifySuccess(saved, outcome.text);
  else notifyWarning(saved, outcome.text, outcome.state === 'failed' ? 'red' : 'orange');
}

/**
 * POST /jobs/:id/payments. The answer's money goes into the cached detail at once; then the job is
 * asked again for its payments, the history line the payment wrote and its fiscal documents. The
 * server's Albanian detail (a technician's refund, a refund above what was paid) is shown on failure,
 * under the form's field it is about.
 */
export function usePayment(jobId: string) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<PaymentRequest>) => shopApi.addPayment(jobId, request),
    onSuccess: async (result, { request }) => {
      await updateCachedJobDetail(queryClient, jobId, withMoney(result.money));
      notifyPaymentSaved(PAYMENT_SAVED[request.kind], result.fiscalDocument);
      void invalidateAfterJobWrite(queryClient, { kind: 'payment', jobId });
      // The day close counts the cash invoices issued before the day's initial cash.
      void queryClient.invalidateQueries({ queryKey: queryKeys.cashDepositsAll });
    },
    onError: (error, { form, names }) => fail(error, PAYMENT_FAILED, form, names),
  });
}
