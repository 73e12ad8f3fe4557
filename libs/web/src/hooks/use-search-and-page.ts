import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useState } from 'react';

export interface SearchAndPage {
  /** What is typed in the search box. */
  searchText: string;
  /** The typed text, trimmed and settled (debounced): what the server is asked for. */
  search: string;
  page: number;
  setSearchText: (text: string) => void;
  setPage: (page: number) => void;
  /** Empties the search box and goes back to the first page. */
  clearSearch: () => void;
}

const SEARCH_DELAY_MS = 350;

/**
 * A server-paged list's search box and page: the server is asked once typing settles, a new search
 * starts at the first page, and an emptied box shows everything at once. `initial`: where a list kept
 * across visits starts again (its settled search and its page).
 */
export function useSearchAndPage(initial: { search?: string; page?: number } = {}): SearchAndPage {
  const [searchText, setSearchTextState] = useState(initial.search ?? '');
  const [search, setSearch] = useState((initial.search ?? '').trim());
  const [page, setPage] = useState(initial.page ?? 1);

  const applySearch = useDebouncedCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, SEARCH_DELAY_MS);

  const clearSearch = useCallback(() => {
    applySearch.cancel();
    setSearchTextState('');
    setSearch('');
    setPage(1);
  }, [applySearch]);

  const setSearchText = useCallback(
    (text: string) => {
      const value = text.trim();
      if (value === '') {
        clearSearch();
        setSearchTextState(text);
      } else {
        setSearchTextState(text);
        applySearch(value);
      }
    },
    [applySearch, clearSearch],
  );

  return { searchText, search, page, setSearchText, setPage, clearSearch };
}
