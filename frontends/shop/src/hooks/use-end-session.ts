import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXTS, clearSession, getStoredUser, getToken } from '@repair-shop/web';
import { LOGIN_PATH } from '../routes';
import { notifyError } from '@repair-shop/web';

/**
 * Forgets the stored session and leaves the dashboard (by default to /login, saying the session
 * expired). Several calls failing together end it once: later calls find no session left.
 */
export function useEndSession(): (to?: string, message?: string | null) => void {
  const navigate = useNavigate();
  return useCallback(
    (to = LOGIN_PATH, message: string | null = TEXTS.sessionExpired) => {
      if (!getToken() && !getStoredUser()) return;
      clearSession();
      if (message) notifyError(message);
      navigate(to, { replace: true });
    },
    [navigate],
  );
}
