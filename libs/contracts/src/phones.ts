import type { Country } from './countries';

const CALLING_CODES: Record<Country, string> = { kosovo: '383', albania: '355', north_macedonia: '389' };

/**
 * The client's phone in international form (+38344123456), which SMS gateways, Viber and WhatsApp need.
 * Shops write local numbers (044 123 456), so a leading 0 is replaced by the shop's country code; null
 * when it cannot be a phone number (E.164 allows at most 15 digits).
 */
export function internationalPhone(phone: string, shopCountry: Country): string | null {
  const written = phone.trim();
  const digits = written.replace(/\D/g, '');
  let international: string;
  if (written.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.startsWith('0')) international = CALLING_CODES[shopCountry] + digits.slice(1);
  else if (digits.length >= 11 && Object.values(CALLING_CODES).some((code) => digits.startsWith(code)))
    international = digits;
  else international = CALLING_CODES[shopCountry] + digits;
  if (international.length < 10 || international.length > 15 || international.startsWith('0')) return null;
  return `+${international}`;
}

/** Apps a shop opens to write to a client from its own phone or computer (it pays nothing for them). */
export const CHAT_APPS = ['viber', 'whatsapp'] as const;
export type ChatApp = (typeof CHAT_APPS)[number];

export const CHAT_APP_LABELS: Record<ChatApp, string> = { viber: 'Viber', whatsapp: 'WhatsApp' };

/**
 * The link that opens a chat with `international` (+38344123456) in the app, with `text` written in
 * the message box, ready to send: Viber's `viber://chat/?number=…&draft=…`, WhatsApp's `https://wa.me/<digits>?text=…`.
 */
export function chatLink(app: ChatApp, international: string, text: string): string {
  const message = encodeURIComponent(text);
  if (app === 'viber') return `viber://chat/?number=${encodeURIComponent(international)}&draft=${message}`;
  return `https://wa.me/${international.replace(/\D/g, '')}?text=${message}`;
}
