import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkerResponse } from '@repair-shop/contracts';
import { TEXTS, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

/** A new invitation or password link for a worker with a login; the answer is the link the dialog shows. */
export function useNewStaffLoginLink() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: (worker: WorkerResponse) => shopApi.newStaffLoginLink(worker.id),
    // The list may have been old (accepted meanwhile): it says what the login is now.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.workers }),
    onError: (error) => fail(error, TEXTS.workerLinkFailed),
  });
}
