import type { SmsReminderBlock } from '@repair-shop/contracts';
import { shopTemplate, type MessagingShop } from '../sms';

/**
 * Why a reminder cannot go by SMS to a client whose number is `phone` (international form, null when it
 * cannot be one): the shop's switch, its reminder text, a server without a gateway (the message would
 * only be logged), the number; null when it can. POST /jobs/:id/reminder-sms refuses the same shop and
 * number (a server without a gateway excepted: it writes in the history that the message was only logged).
 */
export function smsReminderBlock(
  shop: Pick<MessagingShop, 'smsEnabled' | 'templates'>,
  reachesPhones: boolean,
  phone: string | null,
): SmsReminderBlock | null {
  if (!shop.smsEnabled) return 'sms_off';
  if (!shopTemplate(shop, 'reminder').trim()) return 'no_template';
  if (!reachesPhones) return 'no_gateway';
  return phone ? null : 'phone';
}
