import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserResponse } from '@repair-shop/contracts';
import { TEXTS, adminApi, apiErrorDetail, endsSession, notifyError, notifySuccess, queryKeys } from '@repair-shop/web';
import { paymentRecordedText, shopNameOf, trialExtendedText, usersDeletedText } from '../admin-texts';

export interface UserActions {
  /** Id of the user an action is running for ('all' while deleting everyone). */
  busyId: string | null;
  extendTrial: (user: AdminUserResponse, months: number, paid: boolean) => void;
  deleteUser: (user: AdminUserResponse) => void;
  deleteAllUsers: () => void;
}

type AdminAction =
  | { kind: 'extend'; user: AdminUserResponse; months: number; paid: boolean }
  | { kind: 'delete'; user: AdminUserResponse }
  | { kind: 'deleteAll' };

const FAILURE_TEXTS: Record<AdminAction['kind'], string> = {
  extend: TEXTS.extendFailed,
  delete: TEXTS.deleteUserFailed,
  deleteAll: TEXTS.deleteAllFailed,
};

/** Runs the action and gives the confirmation to show. */
async function run(action: AdminAction): Promise<string> {
  switch (action.kind) {
    case 'extend': {
      // The new end is the server's: what was recorded, said back as it is.
      const { user } = await adminApi.extendTrial(action.user.id, action.months, action.paid);
      const shop = shopNameOf(action.user);
      return action.paid
        ? paymentRecordedText(action.months, shop, user.trialExpiresAt)
        : trialExtendedText(action.months, shop, user.trialExpiresAt);
    }
    case 'delete':
      await adminApi.deleteUser(action.user.id);
      return TEXTS.userDeleted;
    case 'deleteAll':
      return usersDeletedText((await adminApi.deleteAllUsers()).deletedCount);
  }
}

/** The administrator's writes; each one that succeeds has every page and count of the list asked for again (one prefix). */
export function useUserActions(): UserActions {
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: run,
    meta: { session: 'admin' },
    onSuccess: (confirmation) => {
      notifySuccess(confirmation);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
    },
    onError: (error, attempted) => {
      console.error('Admin action failed', error);
      // A refused administrator's token is handled by the shared cache (back to /admin-login).
      if (endsSession(error, 'admin')) return;
      notifyError(FAILURE_TEXTS[attempted.kind], apiErrorDetail(error));
    },
  });

  const attempted = action.isPending ? action.variables : undefined;
  return {
    busyId: attempted ? (attempted.kind === 'deleteAll' ? 'all' : attempted.user.id) : null,
    extendTrial: (user, months, paid) => action.mutate({ kind: 'extend', user, months, paid }),
    deleteUser: (user) => action.mutate({ kind: 'delete', user }),
    deleteAllUsers: () => action.mutate({ kind: 'deleteAll' }),
  };
}
