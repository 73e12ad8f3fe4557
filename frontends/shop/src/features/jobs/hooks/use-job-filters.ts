import { useCallback, useEffect, useState } from 'react';
import {
  browserStorage,
  readJson,
  useRememberedPageSize,
  useSearchAndPage,
  type SearchAndPage,
} from '@repair-shop/web';

export const PAGE_SIZES = [10, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/**
 * Which jobs the home tab lists: the work still in the shop (new, in process, ready but not collected;
 * the default), the jobs received today, or every job (the finished and cancelled ones too).
 */
export const JOB_VIEWS = ['inShop', 'today', 'all'] as const;
export type JobView = (typeof JOB_VIEWS)[number];

export const JOB_VIEW_LABELS: Record<JobView, string> = {
  inShop: 'Në servis',
  today: 'Të sotmet',
  all: 'Të gjitha',
};

/** The list's heading for each view. */
export const JOB_VIEW_TITLES: Record<JobView, string> = {
  inShop: 'Punët në servis',
  today: 'Punët e sotme',
  all: 'Të gjitha punët',
};

export const isJobView = (value: unknown): value is JobView => (JOB_VIEWS as readonly unknown[]).includes(value);

export interface JobFilters extends Omit<SearchAndPage, 'clearSearch'> {
  view: JobView;
  pageSize: PageSize;
  setView: (view: JobView) => void;
  setPageSize: (size: PageSize) => void;
  /** Back to the default: the work in the shop, no search, the first page. */
  clear: () => void;
  /** A search, or a view other than the default, is on. */
  active: boolean;
}

/** Where the chosen page size is remembered between visits. */
export const PAGE_SIZE_STORAGE_KEY = 'jobPageSize';
/** Where this tab keeps the search, the view and the page, for the account that chose them. */
export const JOB_FILTERS_STORAGE_KEY = 'jobFilters';

interface KeptFilters {
  userId: string;
  search: string;
  view: JobView;
  page: number;
}

/** What this tab kept for the account; nothing when another account kept it, or it cannot be read. */
function keptFilters(userId: string): Omit<KeptFilters, 'userId'> | null {
  const kept = readJson<Partial<KeptFilters>>(browserStorage('sessionStorage'), JOB_FILTERS_STORAGE_KEY);
  if (!kept || kept.userId !== userId || !isJobView(kept.view)) return null;
  const page = Number.isInteger(kept.page) && (kept.page ?? 0) >= 1 ? (kept.page as number) : 1;
  return { search: typeof kept.search === 'string' ? kept.search : '', view: kept.view, page };
}

/**
 * Filters and page of the home tab's job list, all asked of the server. The dashboard keeps them while
 * it is open, and this tab's sessionStorage keeps them for the account when it is not (a reload, a print
 * page and back): opening a job and coming back finds the same search, view and page. The page size is
 * remembered in localStorage, across visits.
 */
export function useJobFilters(userId: string): JobFilters {
  const [kept] = useState(() => keptFilters(userId));
  const { searchText, search, page, setSearchText, setPage, clearSearch } = useSearchAndPage({
    search: kept?.search,
    page: kept?.page,
  });
  const [view, setViewState] = useState<JobView>(kept?.view ?? 'inShop');
  const [pageSize, rememberPageSize] = useRememberedPageSize(PAGE_SIZE_STORAGE_KEY, PAGE_SIZES, PAGE_SIZES[0]);

  useEffect(() => {
    const filters: KeptFilters = { userId, search, view, page };
    try {
      browserStorage('sessionStorage')?.setItem(JOB_FILTERS_STORAGE_KEY, JSON.stringify(filters));
    } catch {
      // Storage full or refused: the filters still hold while the dashboard is open.
    }
  }, [userId, search, view, page]);

  const setView = useCallback(
    (value: JobView) => {
      setViewState(value);
      setPage(1);
    },
    [setPage],
  );

  const setPageSize = useCallback(
    (size: PageSize) => {
      rememberPageSize(size);
      setPage(1);
    },
    [rememberPageSize, setPage],
  );

  const clear = useCallback(() => {
    clearSearch();
    setViewState('inShop');
  }, [clearSearch]);

  return {
    searchText,
    search,
    view,
    page,
    pageSize,
    setSearchText,
    setView,
    setPage,
    setPageSize,
    clear,
    active: searchText.trim() !== '' || view !== 'inShop',
  };
}
