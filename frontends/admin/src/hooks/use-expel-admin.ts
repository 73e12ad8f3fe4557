import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiRequestError, TEXTS, clearAdminSession } from '@repair-shop/web';
import { notifyError } from '@repair-shop/web';
import { ADMIN_ROUTES } from '../routes';

/** A refused admin token (401, or 403 for a token that is not an administrator's). */
export function isAdminAuthFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}

/** Clears the administrator's session and sends them back to /admin-login (section 6). */
export function useExpelAdmin(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearAdminSession();
    notifyError(TEXTS.sessionExpired);
    navigate(ADMIN_ROUTES.login, { replace: true });
  }, [navigate]);
}
