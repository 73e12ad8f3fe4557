import { useQuery } from '@tanstack/react-query';
import { queryKeys, shopApi } from '@repair-shop/web';
import { useBusiness } from '../../../hooks/use-business';

/**
 * GET /fiscal/tills: a Kosovo shop's tills holding a key, by POS number, that a payment's coupon can be made
 * on (every role may ask); not asked outside Kosovo, where there are none.
 */
export function usePaymentTills() {
  const kosovo = useBusiness().data?.country === 'kosovo';
  return useQuery({ queryKey: queryKeys.paymentTills, queryFn: shopApi.paymentTills, enabled: kosovo });
}
