import type { SmsSettingsResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { useApiResource, type ApiResource } from './use-api-resource';

/** GET /business/sms: whether the client gets an SMS on each status, with which text. */
export function useSmsSettings(): ApiResource<SmsSettingsResponse> {
  return useApiResource(shopApi.smsSettings, 'sms-settings', 'the SMS settings');
}
