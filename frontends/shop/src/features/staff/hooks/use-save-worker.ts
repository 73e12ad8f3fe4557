import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkerRequest, WorkerResponse } from '@repair-shop/contracts';
import { TEXTS, notifySuccess, queryKeys, shopApi, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

/** POST /workers, or PUT /workers/:id when editing `worker`; the workers and the statistics that list them are asked again. */
export function useSaveWorker(worker: WorkerResponse | null) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<WorkerRequest>) =>
      worker ? shopApi.updateWorker(worker.id, request) : shopApi.addWorker(request),
    onSuccess: () => {
      notifySuccess(worker ? TEXTS.workerSaved : TEXTS.workerAdded);
      void queryClient.invalidateQueries({ queryKey: queryKeys.workers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
    },
    onError: (error, { form, names }) =>
      fail(error, worker ? TEXTS.saveWorkerFailed : TEXTS.addWorkerFailed, form, names),
  });
}
