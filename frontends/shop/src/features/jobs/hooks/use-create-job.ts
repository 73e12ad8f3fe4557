import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobRequest } from '@repair-shop/contracts';
import { TEXTS, invalidateAfterJobWrite, notifySuccess, shopApi, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

/** POST /jobs; then what a new job makes stale (lists, counters, clients, statistics) is asked again. */
export function useCreateJob() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<JobRequest>) => shopApi.createJob(request),
    onSuccess: () => {
      notifySuccess(TEXTS.jobCreated);
      void invalidateAfterJobWrite(queryClient, { kind: 'create' });
    },
    onError: (error, { form, names }) => fail(error, TEXTS.addJobFailed, form, names),
  });
}
