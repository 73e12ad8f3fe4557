import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';

export const AUDIT_LOG_PAGE_SIZE = 10;

/** One page of the shop's audit log (the owner's), newest first. */
export function useAuditLogPage(page: number) {
  const query: PageQuery = { limit: AUDIT_LOG_PAGE_SIZE, offset: (page - 1) * AUDIT_LOG_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.auditLogPage(query),
    queryFn: () => shopApi.auditLog(query),
    placeholderData: keepPreviousData,
  });
}
