import { useSearchAndPage, type SearchAndPage } from './use-search-and-page';

export type ClientFilters = SearchAndPage;

/** The clients tab's search (name or phone) and page. */
export function useClientFilters(): ClientFilters {
  return useSearchAndPage();
}
