import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useState } from 'react';

export const PAGE_SIZES = [10, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface JobFilters {
  /** What is typed in the search box. */
  searchText: string;
  /** The typed text, trimmed and settled (debounced): what the server is asked for. */
  search: string;
  todayOnly: boolean;
  page: number;
  pageSize: PageSize;
  setSearchText: (text: string) => void;
  setTodayOnly: (todayOnly: boolean) => void;
  setPage: (page: number) => void;
  setPageSize: (size: PageSize) => void;
  clear: () => void;
  /** A search or the today filter is on. */
  active: boolean;
}

const SEARCH_DELAY_MS = 350;

/** Where the chosen page size is remembered between visits. */
export const PAGE_SIZE_STORAGE_KEY = 'jobPageSize';

export function isPageSize(value: unknown): value is PageSize {
  return (PAGE_SIZES as readonly unknown[]).includes(value);
}

function storedPageSize(): PageSize {
  try {
    const stored = Number(localStorage.getItem(PAGE_SIZE_STORAGE_KEY));
    return isPageSize(stored) ? stored : PAGE_SIZES[0];
  } catch {
    return PAGE_SIZES[0];
  }
}

function rememberPageSize(size: PageSize): void {
  try {
    localStorage.setItem(PAGE_SIZE_STORAGE_KEY, String(size));
  } catch {
    // Storage refused (private mode): the size still applies to this visit.
  }
}

/**
 * Filters and page of the home tab's job table, all asked of the server; the dashboard keeps them, so
 * opening a job and coming back does not lose them. The page size is remembered in localStorage.
 */
export function useJobFilters(): JobFilters {
  const [searchText, setSearchTextState] = useState('');
  const [search, setSearch] = useState('');
  const [todayOnly, setTodayOnlyState] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<PageSize>(storedPageSize);

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

  const setTodayOnly = useCallback((value: boolean) => {
    setTodayOnlyState(value);
    setPage(1);
  }, []);

  const setPageSize = useCallback((size: PageSize) => {
    rememberPageSize(size);
    setPageSizeState(size);
    setPage(1);
  }, []);

  const clear = useCallback(() => {
    applySearch.cancel();
    setSearchTextState('');
    setSearch('');
    setTodayOnlyState(false);
    setPage(1);
  }, [applySearch]);

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
