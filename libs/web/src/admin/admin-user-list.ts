import type { AdminUserListQuery, SubscriptionStatus } from '@repair-shop/contracts';

/** The status filter of the administrator's list: every account, or only the shops in one subscription state. */
export type AdminStatusFilter = SubscriptionStatus | 'all';

/** The filter's choices, in the order shown. */
export const ADMIN_STATUS_FILTERS: readonly { value: AdminStatusFilter; label: string }[] = [
  { value: 'all', label: 'Të gjitha' },
  { value: 'trial', label: 'Në provë' },
  { value: 'active', label: 'Abonuar' },
  { value: 'expired', label: 'Skaduar' },
];

/** A shop's state in the administrator's list, as its filter names it ("Në provë", "Abonuar", "Skaduar"). */
export function subscriptionStatusLabel(status: SubscriptionStatus): string {
  return ADMIN_STATUS_FILTERS.find((filter) => filter.value === status)?.label ?? status;
}

export function isAdminStatusFilter(value: unknown): value is AdminStatusFilter {
  return ADMIN_STATUS_FILTERS.some((filter) => filter.value === value);
}

/** Rows per page the administrator can choose; the server takes 1–100. */
export const ADMIN_PAGE_SIZES = [10, 50, 100] as const;
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];
/** The server's own default page. */
export const ADMIN_PAGE_SIZE_DEFAULT: AdminPageSize = 50;

/** What the administrator's list shows: the settled search, the status filter and the page. */
export interface AdminUserFilters {
  search: string;
  status: AdminStatusFilter;
  /** From 1. */
  page: number;
  pageSize: number;
}

/** The server's question for the filters and page: limit = page size, offset = rows before the page; nothing empty sent. */
export function adminUserListQuery({ search, status, page, pageSize }: AdminUserFilters): AdminUserListQuery {
  const query: AdminUserListQuery = { limit: pageSize, offset: (Math.max(1, Math.floor(page)) - 1) * pageSize };
  const words = search.trim();
  if (words) query.search = words;
  if (status !== 'all') query.status = status;
  return query;
}

/** Shops in each subscription state, and `all` their sum: the administrator, who has none, is in none. */
export type ShopCounts = Record<SubscriptionStatus | 'all', number>;

export function shopCountsOf(byStatus: Record<SubscriptionStatus, number>): ShopCounts {
  return { ...byStatus, all: byStatus.trial + byStatus.active + byStatus.expired };
}

/** "1 dyqan", "24 dyqane". */
export const shopCountText = (count: number): string => (count === 1 ? '1 dyqan' : `${count} dyqane`);

/** The shops the filters let through: "24 dyqane" when none is on, "3 nga 24 dyqane" when one is. */
export function shownShopsText(shown: number, all: number, filtered: boolean): string {
  return filtered ? `${shown} nga ${shopCountText(all)}` : shopCountText(all);
}
