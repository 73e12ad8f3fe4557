import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AdminLoginRequest } from '@repair-shop/contracts';
import { TEXTS, adminApi, loginFailureText, notifyError, queryKeys, saveAdminSession } from '@repair-shop/web';
import { ADMIN_ROUTES } from '../routes';

/** Signs the administrator in and opens the panel; wrong credentials get the catalogue's message. */
export function useAdminLogin(): { busy: boolean; login: (username: string, password: string) => void } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: (credentials: AdminLoginRequest) => adminApi.login(credentials),
    meta: { session: 'none' },
    onSuccess: (response) => {
      // Nothing loaded under an earlier administrator's session is kept.
      queryClient.removeQueries({ queryKey: queryKeys.adminUsers });
      saveAdminSession(response.access_token, response.user);
      navigate(ADMIN_ROUTES.panel);
    },
    onError: (error) => notifyError(loginFailureText(error, TEXTS.adminLoginFailed)),
  });

  return {
    busy: signIn.isPending || signIn.isSuccess,
    login: (username, password) => signIn.mutate({ username: username.trim(), password }),
  };
}
