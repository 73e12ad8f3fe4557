import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffLoginRequest, WorkerResponse } from '@repair-shop/contracts';
import { TEXTS, queryKeys, shopApi, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

/** A login for one worker: POST /workers/:id/login; the answer is the invitation link the dialog shows. */
export interface StaffInvitation {
  worker: WorkerResponse;
  login: StaffLoginRequest;
}

/** Gives a worker a login by invitation; the list of workers then says the login is waiting to be accepted. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<StaffInvitation>) => shopApi.inviteStaff(request.worker.id, request.login),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.workers }),
    onError: (error, { form, names }) => fail(error, TEXTS.inviteFailed, form, names),
  });
}
