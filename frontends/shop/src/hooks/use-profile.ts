import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserResponse } from '@repair-shop/contracts';
import { getStoredUser, saveStoredUser, shopApi } from '@repair-shop/web';
import { HOME_PATH } from '../routes';
import { apiStatus } from '../utils/api-errors';
import { useEndSession } from './use-end-session';

export interface Profile {
  /** The stored user, refreshed from GET /user/profile; null when nobody is signed in. */
  user: UserResponse | null;
  updateUser: (user: UserResponse) => void;
}

/** The signed-in shop owner. A refused token (401, 403) clears the session and goes to / (section 6). */
export function useProfile(): Profile {
  const endSession = useEndSession();
  // In a ref: navigate (and so endSession) changes with every location, the profile loads once.
  const endSessionRef = useRef(endSession);
  endSessionRef.current = endSession;
  const [user, setUser] = useState<UserResponse | null>(getStoredUser);

  const updateUser = useCallback((next: UserResponse) => {
    saveStoredUser(next);
    setUser(next);
  }, []);

  useEffect(() => {
    if (!getStoredUser()) return;
    let current = true;
    shopApi
      .profile()
      .then((profile) => current && updateUser(profile))
      .catch((error: unknown) => {
        console.error('Loading the profile failed', error);
        const status = apiStatus(error);
        if (current && (status === 401 || status === 403)) endSessionRef.current(HOME_PATH, null);
      });
    return () => {
      current = false;
    };
  }, [updateUser]);

  return { user, updateUser };
}
