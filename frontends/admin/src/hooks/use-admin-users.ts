import { useQuery } from '@tanstack/react-query';
import { adminUserListQuery, adminUserPageQuery, usePageClamp, type AdminUserFilters } from '@repair-shop/web';

/**
 * One page of the accounts as the server has it (newest first, searched and filtered there), and the
 * page actually shown: fewer rows than before (a user deleted, a shorter list) goes back to the last
 * page there is once the server's answer for it is in. A refused token ends the administrator's
 * session (back to /admin-login), which the shared cache does.
 */
export function useAdminUsers(filters: AdminUserFilters & { setPage: (page: number) => void }) {
  const list = useQuery(adminUserPageQuery(adminUserListQuery(filters)));
  const paging = usePageClamp(list, filters);
  return { list, paging };
}
