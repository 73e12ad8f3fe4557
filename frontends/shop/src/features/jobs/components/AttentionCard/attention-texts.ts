import {
  CHAT_APP_LABELS,
  type JobAttentionResponse,
  type ReminderMark,
  type SmsReminderBlock,
} from '@repair-shop/contracts';
import { formatDateTime } from '@repair-shop/web';

/** "prej 1 dite", "prej 9 ditësh". */
const forDays = (days: number): string => `prej ${days} ${days === 1 ? 'dite' : 'ditësh'}`;

/** Why the job is listed and how long it has waited: "Gati prej 9 ditësh, pa u marrë". */
export function waitText({ reason, days }: Pick<JobAttentionResponse, 'reason' | 'days'>): string {
  return reason === 'uncollected'
    ? `Gati ${forDays(days)}, pa u marrë`
    : `Në proces, pa asnjë lëvizje ${forDays(days)}`;
}

const viaText = (mark: ReminderMark): string => (mark.via === 'sms' ? 'SMS' : CHAT_APP_LABELS[mark.via]);

/** "Kujtesa u dërgua sot me SMS", "Kujtesa u hap sot në Viber", or the last one's day: nobody sends it twice by mistake. */
export function reminderText(mark: ReminderMark): string {
  if (!mark.today) return `Kujtesa e fundit: ${formatDateTime(mark.at)} (${viaText(mark)})`;
  return mark.via === 'sms' ? 'Kujtesa u dërgua sot me SMS' : `Kujtesa u hap sot në ${viaText(mark)}`;
}

export const SMS_SENT_TODAY = 'Kujtesa me SMS u dërgua sot. Mund ta dërgoni sërish nesër.';

/** Why the SMS button rests, and what to use instead: said before the tap rather than refused after it. */
export const SMS_REMINDER_BLOCKED: Record<SmsReminderBlock, string> = {
  sms_off: 'SMS-të janë të fikura (Biznesi → Njoftimet me SMS). Dërgojeni kujtesën me Viber ose WhatsApp.',
  no_template:
    'Teksti i kujtesës me SMS është bosh (Biznesi → Njoftimet me SMS). Dërgojeni kujtesën me Viber ose WhatsApp.',
  no_gateway:
    'Serveri nuk ka portë SMS: mesazhi nuk do të arrinte te klienti. Dërgojeni kujtesën me Viber ose WhatsApp.',
  phone: 'Numri i klientit nuk mund të marrë SMS: korrigjoni telefonin te të dhënat e punës.',
};
