import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkerResponse } from '@repair-shop/contracts';
import { TEXTS, notifySuccess, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

/** Taking a worker's login away, and deactivating or reactivating a worker. */
export function useWorkerStaffing() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.workers });

  const revoke = useMutation({
    mutationFn: (worker: WorkerResponse) => shopApi.revokeStaffLogin(worker.id),
    onSuccess: () => {
      notifySuccess(TEXTS.loginRevoked);
      refresh();
    },
    onError: (error) => fail(error, TEXTS.revokeFailed),
  });

  const setActive = useMutation({
    mutationFn: ({ worker, active }: { worker: WorkerResponse; active: boolean }) =>
      shopApi.updateWorker(worker.id, { active }),
    onSuccess: (_, { active }) => {
      notifySuccess(active ? TEXTS.workerActivated : TEXTS.workerDeactivated);
      refresh();
    },
    onError: (error) => fail(error, TEXTS.saveWorkerFailed),
  });

  return {
    revoke: (worker: WorkerResponse) => revoke.mutate(worker),
    setActive: (worker: WorkerResponse, active: boolean) => setActive.mutate({ worker, active }),
    busy: revoke.isPending || setActive.isPending,
  };
}
