import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  isAdminPageSize,
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

const SEARCH_DELAY_MS = 350;
/** Where the chosen page size is remembered between visits. */
const PAGE_SIZE_STORAGE_KEY = 'adminPageSize';

function storedPageSize(): AdminPageSize {
  try {
    const stored = Number(localStorage.getItem(PAGE_SIZE_STORAGE_KEY));
    return isAdminPageSize(stored) ? stored : ADMIN_PAGE_SIZE_DEFAULT;
  } catch {
    return ADMIN_PAGE_SIZE_DEFAULT;
  }
}

function rememberPageSize(size: AdminPageSize): void {
  try {
    localStorage.setItem(PAGE_SIZE_STORAGE_KEY, String(size));
  } catch {
    // Storage refused (private mode): the size still applies to this visit.
  }
}

/**
 * The administrator's search, status filter, page and page size, all asked of the server: the search
 * once typing settles, and any new search, filter or size starts again at the first page.
 */
export function useAdminUserFilters(): AdminUserFilterState {
  const [searchText, setSearchTextState] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatusState] = useState<AdminStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<AdminPageSize>(storedPageSize);

  const applySearch = useDebouncedCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, SEARCH_DELAY_MS);

  const setSearchText = useCallback(
    (text: string) => {
      setSearchTextState(text);
      const value = text.trim();
      if (value === '') {
        // An emptied box shows everything at once.
        applySearch.cancel();
        setSearch('');
        setPage(1);
      } else {
        applySearch(value);
      }
    },
    [applySearch],
  );

  const setStatus = useCallback((value: AdminStatusFilter) => {
    setStatusState(value);
    setPage(1);
  }, []);

  const setPageSize = useCallback((size: AdminPageSize) => {
    rememberPageSize(size);
    setPageSizeState(size);
    setPage(1);
  }, []);

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
