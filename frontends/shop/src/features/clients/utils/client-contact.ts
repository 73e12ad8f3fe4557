import { chatLink, internationalPhone, type Country } from '@repair-shop/contracts';

/** Where the client page's message menu leads: the phone's dialler and messages app, Viber and WhatsApp. */
export interface ClientContactLinks {
  call: string;
  sms: string;
  /** null when the number cannot be written in international form, which the apps need. */
  viber: string | null;
  whatsapp: string | null;
}

/** The draft a message to the client starts with (it is about no job in particular). */
export const clientGreeting = (name: string): string => `Përshëndetje ${name},`;

/**
 * The links that write to a client from the shop's own phone or computer: `tel:` and `sms:` with the
 * number in international form (the shop's country code for a local 044 …), or as written when it
 * cannot be; Viber and WhatsApp only with the international form. The SMS and chats start with a greeting.
 */
export function clientContactLinks(phone: string, shopCountry: Country, name: string): ClientContactLinks {
  const international = internationalPhone(phone, shopCountry);
  const number = international ?? phone.replace(/[^\d+]/g, '');
  const greeting = clientGreeting(name);
  return {
    call: `tel:${number}`,
    sms: `sms:${number}?body=${encodeURIComponent(greeting)}`,
    viber: international ? chatLink('viber', international, greeting) : null,
    whatsapp: international ? chatLink('whatsapp', international, greeting) : null,
  };
}
