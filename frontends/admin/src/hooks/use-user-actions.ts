import { useState } from 'react';
import type { UserResponse } from '@repair-shop/contracts';
import { ApiRequestError, TEXTS, adminApi } from '@repair-shop/web';
import { trialExtendedText, usersDeletedText } from '../admin-texts';
import { notifyError, notifySuccess } from '@repair-shop/web';
import { isAdminAuthFailure, useExpelAdmin } from './use-expel-admin';

export interface UserActions {
  /** Id of the user an action is running for ('all' while deleting everyone). */
  busyId: string | null;
  extendTrial: (user: UserResponse, months: number) => Promise<void>;
  deleteUser: (user: UserResponse) => Promise<void>;
  deleteAllUsers: () => Promise<void>;
}

/** The administrator's writes; each one reloads the list when it succeeds. */
export function useUserActions(reload: () => Promise<void>): UserActions {
  const expel = useExpelAdmin();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (id: string, action: () => Promise<string>, failure: string): Promise<void> => {
    setBusyId(id);
    try {
      notifySuccess(await action());
      await reload();
    } catch (error) {
      console.error('Admin action failed', error);
      if (isAdminAuthFailure(error)) {
        expel();
        return;
      }
      notifyError(failure, error instanceof ApiRequestError ? error.detail : null);
    } finally {
      setBusyId(null);
    }
  };

  return {
    busyId,
    extendTrial: (user, months) =>
      run(
        user.id,
        async () => {
          await adminApi.extendTrial(user.id, months);
          return trialExtendedText(months);
        },
        TEXTS.extendFailed,
      ),
    deleteUser: (user) =>
      run(
        user.id,
        async () => {
          await adminApi.deleteUser(user.id);
          return TEXTS.userDeleted;
        },
        TEXTS.deleteUserFailed,
      ),
    deleteAllUsers: () =>
      run(
        'all',
        async () => usersDeletedText((await adminApi.deleteAllUsers()).deletedCount),
        TEXTS.deleteAllFailed,
      ),
  };
}
