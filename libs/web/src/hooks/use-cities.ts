import { useQuery } from '@tanstack/react-query';
import { shopApi } from '../api/shop-api';
import { queryKeys } from '../query/query-keys';

/** The cities of a country, loaded when it changes; a failed load gives an empty list (section 8). */
export function useCities(country: string | null): { cities: string[]; loading: boolean } {
  const query = useQuery({
    queryKey: queryKeys.cities(country ?? ''),
    queryFn: () => shopApi.cities(country ?? ''),
    enabled: Boolean(country),
    // The list of a country's cities does not change while the app is open.
    staleTime: Infinity,
    meta: { session: 'none' },
  });
  return { cities: query.data ?? [], loading: query.isFetching };
}
