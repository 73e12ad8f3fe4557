import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessResponse, UserResponse, WorkerRequest } from '@repair-shop/contracts';
import { TEXTS, notifySuccess, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

/**
 * A shop of one: the owner becomes its first worker in one tap, with their own name and the shop's
 * contact number (editable later in the Workers tab).
 */
export function useAddSelfAsWorker(
  user: Pick<UserResponse, 'firstName' | 'lastName'> | null,
  business: Pick<BusinessResponse, 'contactNumber'> | null | undefined,
) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  const add = useMutation({
    mutationFn: (worker: WorkerRequest) => shopApi.addWorker(worker),
    onSuccess: () => {
      notifySuccess(TEXTS.workerAdded);
      void queryClient.invalidateQueries({ queryKey: queryKeys.workers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
    },
    onError: (error) => fail(error, TEXTS.addWorkerFailed),
  });
  const addSelf =
    user && business
      ? () => add.mutate({ firstName: user.firstName, lastName: user.lastName, phoneNumber: business.contactNumber })
      : undefined;
  return { addSelf, adding: add.isPending };
}
