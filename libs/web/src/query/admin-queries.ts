import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { SUBSCRIPTION_STATUSES, type AdminUserListQuery, type SubscriptionStatus } from '@repair-shop/contracts';
import { adminApi } from '../api/admin-api';
import { shopCountsOf, type ShopCounts } from '../admin/admin-user-list';
import { queryKeys } from './query-keys';

/** Both run under the administrator's session: a refused token ends it (the shared cache does). */
const ADMIN_SESSION = { session: 'admin' } as const;

/**
 * GET /admin/users for one page of the administrator's list. While another page, search or filter
 * loads, the previous page stays shown (isPlaceholderData) instead of the table flashing empty.
 */
export const adminUserPageQuery = (query: AdminUserListQuery) =>
  queryOptions({
    queryKey: queryKeys.adminUserPage(query),
    queryFn: () => adminApi.users(query),
    placeholderData: keepPreviousData,
    meta: ADMIN_SESSION,
  });

/**
 * How many shops match `search` in each subscription state: the X-Total-Count of a one-row page per
 * state. Their sum is every shop, the administrator's own account not counted (it has no state).
 */
export async function loadShopCounts(search: string): Promise<ShopCounts> {
  const totals = await Promise.all(
    SUBSCRIPTION_STATUSES.map(async (status) => (await adminApi.users({ search, status, limit: 1 })).total),
  );
  const byStatus = Object.fromEntries(SUBSCRIPTION_STATUSES.map((status, index) => [status, totals[index] ?? 0]));
  return shopCountsOf(byStatus as Record<SubscriptionStatus, number>);
}

/** GET /admin/system: whether email and SMS are set up on the server (asked once a session: it changes only with a restart). */
export const adminSystemQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminSystem,
    queryFn: () => adminApi.system(),
    staleTime: Infinity,
    meta: ADMIN_SESSION,
  });

export const adminShopCountsQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.adminShopCounts(search),
    queryFn: () => loadShopCounts(search),
    placeholderData: keepPreviousData,
    meta: ADMIN_SESSION,
  });
