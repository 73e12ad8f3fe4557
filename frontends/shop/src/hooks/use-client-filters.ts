import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useState } from 'react';

export interface ClientFilters {
  /** What is typed in the search box. */
  searchText: string;
  /** The typed text, trimmed and settled (debounced): what the server is asked for. */
  search: string;
  page: number;
  setSearchText: (text: string) => void;
  setPage: (page: number) => void;
}

const SEARCH_DELAY_MS = 350;

/** The clients tab's search (name or phone) and page; a new search starts at the first page. */
export function useClientFilters(): ClientFilters {
  const [searchText, setSearchTextState] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const applySearch = useDebouncedCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, SEARCH_DELAY_MS);

  const setSearchText = useCallback(
    (text: string) => {
      setSearchTextState(text);
      const value = text.trim();
      if (value === '') {
        // An emptied box shows every client at once.
        applySearch.cancel();
        setSearch('');
        setPage(1);
      } else {
        applySearch(value);
      }
    },
    [applySearch],
  );

  return { searchText, search, page, setSearchText, setPage };
}
