import { useQuery } from '@tanstack/react-query';
import { adminApi, queryKeys } from '@repair-shop/web';

/**
 * GET /admin/users. It runs under the administrator's session: a refused token ends that session
 * (back to /admin-login), which the shared cache does.
 */
export function useAdminUsers() {
  return useQuery({ queryKey: queryKeys.adminUsers, queryFn: adminApi.users, meta: { session: 'admin' } });
}
