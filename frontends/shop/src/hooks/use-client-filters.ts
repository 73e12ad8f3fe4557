import { useSearchAndPage, type SearchAndPage } from '@repair-shop/web';

export type ClientFilters = SearchAndPage;

/** The clients tab's search (name or phone) and page. */
export function useClientFilters(): ClientFilters {
  return useSearchAndPage();
}
