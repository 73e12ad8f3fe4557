import { DEFAULT_SMS_TEMPLATES, type SmsSettingsResponse } from '@repair-shop/contracts';
import type { SmsSettingsEntity } from './entities/sms-settings.entity';

/** A shop that never saved its settings gets SMS off and the default templates. */
export function toSmsSettingsResponse(
  settings: SmsSettingsEntity | null,
  gatewayConfigured: boolean,
): SmsSettingsResponse {
  return {
    enabled: settings?.enabled ?? false,
    templates: { ...DEFAULT_SMS_TEMPLATES, ...settings?.templates },
    gatewayConfigured,
  };
}
