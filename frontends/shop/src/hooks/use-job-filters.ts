import { useCallback, useState } from 'react';
import { useRememberedPageSize, useSearchAndPage, type SearchAndPage } from '@repair-shop/web';

export const PAGE_SIZES = [10, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface JobFilters extends Omit<SearchAndPage, 'clearSearch'> {
  todayOnly: boolean;
  pageSize: PageSize;
  setTodayOnly: (todayOnly: boolean) => void;
  setPageSize: (size: PageSize) => void;
  clear: () => void;
  /** A search or the today filter is on. */
  active: boolean;
}

/** Where the chosen page size is remembered between visits. */
export const PAGE_SIZE_STORAGE_KEY = 'jobPageSize';

/**
 * Filters and page of the home tab's job table, all asked of the server; the dashboard keeps them, so
 * opening a job and coming back does not lose them. The page size is remembered in localStorage.
 */
export function useJobFilters(): JobFilters {
  const { searchText, search, page, setSearchText, setPage, clearSearch } = useSearchAndPage();
  const [todayOnly, setTodayOnlyState] = useState(false);
  const [pageSize, rememberPageSize] = useRememberedPageSize(PAGE_SIZE_STORAGE_KEY, PAGE_SIZES, PAGE_SIZES[0]);

  const setTodayOnly = useCallback((value: boolean) => {
    setTodayOnlyState(value);
    setPage(1);
  }, [setPage]);

  const setPageSize = useCallback((size: PageSize) => {
    rememberPageSize(size);
    setPage(1);
  }, [rememberPageSize, setPage]);

  const clear = useCallback(() => {
    clearSearch();
    setTodayOnlyState(false);
  }, [clearSearch]);

  return {
    searchText,
    search,
    todayOnly,
    page,
    pageSize,
    setSearchText,
    setTodayOnly,
    setPage,
    setPageSize,
    clear,
    active: searchText.trim() !== '' || todayOnly,
  };
}
