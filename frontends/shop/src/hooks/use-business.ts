import { useQuery } from '@tanstack/react-query';
import { businessQuery } from '@repair-shop/web';

/** The shop's business; null when the owner has not registered one yet. */
export function useBusiness() {
  return useQuery(businessQuery());
}
