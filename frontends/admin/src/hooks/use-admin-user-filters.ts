import { useCallback, useState } from 'react';
import {
  ADMIN_PAGE_SIZES,
  ADMIN_PAGE_SIZE_DEFAULT,
  useRememberedPageSize,
  useSearchAndPage,
  type AdminPageSize,
  type AdminStatusFilter,
  type AdminUserFilters,
} from '@repair-shop/web';

export interface AdminUserFilterState extends AdminUserFilters {
  /** What is typed in the search box; `search` is the same text once typing settles, what the server is asked. */
  searchText: string;
  pageSize: AdminPageSize;
  setSearchText: (text: string) => void;
  setStatus: (status: AdminStatusFilter) => void;
  setPage: (page: number) => void;
  setPageSize: (size: AdminPageSize) => void;
  /** A search or a status filter is applied. */
  filtered: boolean;
}

/** Where the chosen page size is remembered between visits. */
const PAGE_SIZE_STORAGE_KEY = 'adminPageSize';

/**
 * The administrator's search, status filter, page and page size, all asked of the server: the search
 * once typing settles (as the shop's lists do), and any new search, filter or size starts again at the
 * first page.
 */
export function useAdminUserFilters(): AdminUserFilterState {
  const { searchText, search, page, setSearchText, setPage } = useSearchAndPage();
  const [status, setStatusState] = useState<AdminStatusFilter>('all');
  const [pageSize, rememberPageSize] = useRememberedPageSize(
    PAGE_SIZE_STORAGE_KEY,
    ADMIN_PAGE_SIZES,
    ADMIN_PAGE_SIZE_DEFAULT,
  );

  const setStatus = useCallback(
    (value: AdminStatusFilter) => {
      setStatusState(value);
      setPage(1);
    },
    [setPage],
  );

  const setPageSize = useCallback(
    (size: AdminPageSize) => {
      rememberPageSize(size);
      setPage(1);
    },
    [rememberPageSize, setPage],
  );

  return {
    searchText,
    search,
    status,
    page,
    pageSize,
    setSearchText,
    setStatus,
    setPage,
    setPageSize,
    filtered: search !== '' || status !== 'all',
  };
}
