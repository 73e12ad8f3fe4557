import {
  CHAT_APPS,
  DEFAULT_CHAT_TEMPLATES,
  chatLink,
  type ChatApp,
  type ChatDraft,
  type JobStatus,
  type SmsPlaceholder,
} from '@repair-shop/contracts';
import { jobMessageText, shopTemplate, statusValues, type MessageJob, type MessagingShop } from '../sms';

/**
 * The message of `kind` for the job, as its SMS would read, ready for Viber and WhatsApp (`phone`: the
 * client's international number, null when there is none). A template the shop left empty (no SMS for
 * that) gives the default text (DEFAULT_CHAT_TEMPLATES): a chat costs nothing, and the user opens it on purpose, so a blank box
 * (or a disabled button) would only be in the way; the answer says so, and the app lets the user edit it.
 * The device's unlock code is never in it: no placeholder stands for it. `values` are the status and the
 * price it names: the job's, unless the message is about something else (an estimate and its price).
 */
export function chatDraft(
  kind: JobStatus | 'reminder' | 'estimate',
  job: MessageJob & { status: JobStatus },
  shop: MessagingShop,
  publicUrl: string,
  phone: string | null,
  values: Pick<Record<SmsPlaceholder, string>, 'statusi' | 'cmimi'> = statusValues(
    job.status,
    job.estimatedPrice,
    shop.currency,
  ),
): ChatDraft {
  const saved = shopTemplate(shop, kind);
  const defaultText = saved.trim() === '';
  const text = jobMessageText(defaultText ? DEFAULT_CHAT_TEMPLATES[kind] : saved, job, shop, publicUrl, values);
  const links = phone
    ? (Object.fromEntries(CHAT_APPS.map((app) => [app, chatLink(app, phone, text)])) as Record<ChatApp, string>)
    : null;
  return { text, defaultText, links };
}
