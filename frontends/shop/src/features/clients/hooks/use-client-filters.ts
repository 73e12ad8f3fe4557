import { useSearchAndPage, type SearchAndPage } from '@repair-shop/web';

export type ClientFilters = SearchAndPage;

/** The clients tab's search (name or phone) and page; the dashboard keeps them, so that a client opened and left keeps them. */
export function useClientFilters(): ClientFilters {
  return useSearchAndPage();
}
