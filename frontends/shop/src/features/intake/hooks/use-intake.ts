import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntakeRecordRequest, SignatureRequest } from '@repair-shop/contracts';
import { invalidateAfterJobWrite, notifySuccess, shopApi, updateCachedJobDetail } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

/**
 * PUT /jobs/:id/intake: the answer's record goes into the cached detail at once, then the job is asked
 * again for the history line it wrote. A record the client has signed is refused (409, said in Albanian).
 */
export function useSaveIntake(jobId: string) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: (request: IntakeRecordRequest) => shopApi.saveIntake(jobId, request),
    onSuccess: async ({ intake }) => {
      await updateCachedJobDetail(queryClient, jobId, (detail) => ({ ...detail, intake }));
      notifySuccess('Gjendja e pajisjes u ruajt.');
      void invalidateAfterJobWrite(queryClient, { kind: 'intake', jobId });
    },
    onError: (error) => fail(error, 'Gabim gjatë ruajtjes së gjendjes së pajisjes'),
  });
}

/** POST /jobs/:id/signatures: the client's signature at intake or pickup, kept once. */
export function useAddSignature(jobId: string) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: (request: SignatureRequest) => shopApi.addSignature(jobId, request),
    onSuccess: async ({ signature }) => {
      await updateCachedJobDetail(queryClient, jobId, (detail) => ({
        ...detail,
        signatures: [...detail.signatures, signature],
      }));
      notifySuccess('Nënshkrimi u ruajt.');
      void invalidateAfterJobWrite(queryClient, { kind: 'intake', jobId });
    },
    onError: (error) => fail(error, 'Gabim gjatë ruajtjes së nënshkrimit'),
  });
}
