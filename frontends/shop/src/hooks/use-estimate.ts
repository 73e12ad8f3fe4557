import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EstimateRequest } from '@repair-shop/contracts';
import { invalidateAfterJobWrite, notifySuccess, shopApi, updateCachedJobDetail } from '@repair-shop/web';
import { useApiFailure } from './use-api-failure';

/** POST /jobs/:id/estimates: the new estimate goes into the cached detail at once, then the job is asked again for its history line. */
export function useSendEstimate(jobId: string) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: (request: EstimateRequest) => shopApi.sendEstimate(jobId, request),
    onSuccess: async ({ estimate }) => {
      await updateCachedJobDetail(queryClient, jobId, (detail) => ({ ...detail, estimate }));
      notifySuccess('Preventivi u dërgua. Klienti e sheh në faqen e ndjekjes.');
      void invalidateAfterJobWrite(queryClient, { kind: 'estimate', jobId });
    },
    onError: (error) => fail(error, 'Gabim gjatë dërgimit të preventivit'),
  });
}
