import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invalidateAfterJobWrite,
  notifySuccess,
  shopApi,
  updateCachedJobDetail,
  type SentFromForm,
} from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const JOB_CANCELLED = 'Puna u anulua. Ajo nuk numërohet më në numrat dhe statistikat.';
export const CANCEL_FAILED = 'Gabim gjatë anulimit të punës';

/**
 * PUT /jobs/:id/status {status: cancelled, reason}. The answer's job and history line go into the cached
 * detail at once; then what a status change makes stale (lists, counters, clients, statistics) is asked again.
 */
export function useCancelJob(jobId: string) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request: reason }: SentFromForm<string>) => shopApi.cancelJob(jobId, reason),
    onSuccess: async (result) => {
      await updateCachedJobDetail(queryClient, jobId, (detail) => ({
        ...detail,
        job: result.job,
        messages: [...detail.messages, result.entry],
      }));
      notifySuccess(JOB_CANCELLED);
      void invalidateAfterJobWrite(queryClient, { kind: 'status', jobId });
    },
    onError: (error, { form, names }) => fail(error, CANCEL_FAILED, form, names),
  });
}
