import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminLoginRequest } from '@repair-shop/contracts';
import {
  TEXTS,
  adminApi,
  loginFailureText,
  queryKeys,
  saveAdminSession,
  showRefusalUnderField,
  type FieldErrorForm,
} from '@repair-shop/web';
import { ADMIN_ROUTES } from '../routes';

/**
 * Signs the administrator in and opens the panel. A refusal of one of `form`'s fields is said under it; wrong
 * credentials get the catalogue's message as the form's own error (`failure`), which goes with the login page
 * rather than following into the panel.
 */
export function useAdminLogin(form: FieldErrorForm): {
  busy: boolean;
  failure: string | null;
  login: (username: string, password: string) => void;
} {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [underField, setUnderField] = useState(false);
  const signIn = useMutation({
    mutationFn: (credentials: AdminLoginRequest) => adminApi.login(credentials),
    meta: { session: 'none' },
    onSuccess: (response) => {
      // Nothing loaded under an earlier administrator's session is kept.
      queryClient.removeQueries({ queryKey: queryKeys.adminUsers });
      saveAdminSession(response.access_token, response.user);
      navigate(ADMIN_ROUTES.panel);
    },
    onMutate: () => setUnderField(false),
    onError: (error) => setUnderField(showRefusalUnderField(form, error)),
  });

  return {
    busy: signIn.isPending || signIn.isSuccess,
    failure: signIn.isError && !underField ? loginFailureText(signIn.error, TEXTS.adminLoginFailed) : null,
    login: (username, password) => signIn.mutate({ username: username.trim(), password }),
  };
}
