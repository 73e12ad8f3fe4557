import { useQuery } from '@tanstack/react-query';
import { queryKeys, shopApi } from '@repair-shop/web';

/** GET /business/sms: whether the client gets an SMS on each status, with which text. */
export function useSmsSettings() {
  return useQuery({ queryKey: queryKeys.smsSettings, queryFn: shopApi.smsSettings });
}
