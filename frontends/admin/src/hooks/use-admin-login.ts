import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiRequestError, TEXTS, adminApi, saveAdminSession } from '@repair-shop/web';
import { notifyError } from '@repair-shop/web';
import { ADMIN_ROUTES } from '../routes';

/** Signs the administrator in and opens the panel; wrong credentials get the catalogue's message. */
export function useAdminLogin(): { busy: boolean; login: (username: string, password: string) => Promise<void> } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const login = async (username: string, password: string): Promise<void> => {
    setBusy(true);
    try {
      const response = await adminApi.login({ username: username.trim(), password });
      saveAdminSession(response.access_token, response.user);
      navigate(ADMIN_ROUTES.panel);
    } catch (error) {
      notifyError(loginFailureText(error));
      setBusy(false);
    }
  };

  return { busy, login };
}

function loginFailureText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return TEXTS.networkError;
    // Too many attempts: the server says how long to wait.
    if (error.status === 429 && error.detail) return error.detail;
  }
  return TEXTS.adminLoginFailed;
}
