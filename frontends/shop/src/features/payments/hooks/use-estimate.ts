import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EstimateRequest } from '@repair-shop/contracts';
import {
  invalidateAfterJobWrite,
  notifySuccess,
  shopApi,
  updateCachedJobDetail,
  type SentFromForm,
} from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const ESTIMATE_TEXTED =
  'Preventivi u dërgua: SMS-ja për klientin u vu në radhë, dhe preventivi shihet në faqen e ndjekjes.';
export const ESTIMATE_NOT_TEXTED =
  'Preventivi u ruajt dhe shihet në faqen e ndjekjes, por nuk u dërgua me SMS: dërgojani klientit me Viber ose WhatsApp.';

/**
 * POST /jobs/:id/estimates: the new estimate goes into the cached detail at once, then the job is asked
 * again for its history line (and its messages, the estimate's among them). Whether an SMS went is said as it is.
 */
export function useSendEstimate(jobId: string) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<EstimateRequest>) => shopApi.sendEstimate(jobId, request),
    onSuccess: async ({ estimate, smsQueued }) => {
      await updateCachedJobDetail(queryClient, jobId, (detail) => ({ ...detail, estimate }));
      notifySuccess(smsQueued ? ESTIMATE_TEXTED : ESTIMATE_NOT_TEXTED);
      void invalidateAfterJobWrite(queryClient, { kind: 'estimate', jobId });
    },
    onError: (error, { form, names }) => fail(error, 'Gabim gjatë dërgimit të preventivit', form, names),
  });
}
