import { useQuery } from '@tanstack/react-query';
import { adminShopCountsQuery, endsSession, type ShopCounts } from '@repair-shop/web';

export interface ShopCountsState {
  /** The shops the settled search finds, per subscription state and in all. */
  matching: ShopCounts | undefined;
  /** Every shop, with no search: what "Fshi të gjithë përdoruesit" would delete. */
  all: ShopCounts | undefined;
  /** A count could not be loaded (a refused session excepted: the login page is on its way). */
  failed: boolean;
  refetch: () => void;
}

/** How many shops there are (in trial, subscribed, expired and in all) for the search, and with none. */
export function useShopCounts(search: string): ShopCountsState {
  const matching = useQuery(adminShopCountsQuery(search));
  const all = useQuery(adminShopCountsQuery(''));
  const failedQuery = (query: typeof all) => query.isError && !endsSession(query.error, 'admin');
  return {
    matching: matching.data,
    all: all.data,
    failed: failedQuery(matching) || failedQuery(all),
    refetch: () => {
      void matching.refetch();
      void all.refetch();
    },
  };
}
