import {
  CHAT_APPS,
  chatLink,
  internationalPhone,
  type BusinessResponse,
  type ChatDraft,
  type EmailDelivery,
  type WorkerLoginLinkKind,
  type WorkerResponse,
} from '@repair-shop/contracts';

/** A link for a worker's login as the server made it: what it is for, how long it holds, and whether it was emailed. */
export interface WorkerLink {
  kind: WorkerLoginLinkKind;
  url: string;
  email: string;
  emailDelivery: EmailDelivery;
  validHours: number;
}

export interface DeliveryNotice {
  color: 'green' | 'blue' | 'orange';
  title: string;
  text: string;
}

const SEND_IT_YOURSELF = 'Dërgojani vetë lidhjen me Viber ose WhatsApp, ose kopjojeni.';

/** What became of the email, said as it is: "sent" only when the mail server took it. */
export function deliveryNotice(link: Pick<WorkerLink, 'kind' | 'email' | 'emailDelivery'>): DeliveryNotice {
  const what = link.kind === 'invitation' ? 'Ftesa' : 'Lidhja';
  switch (link.emailDelivery) {
    case 'sent':
      return {
        color: 'green',
        title: `${what} u dërgua me email`,
        text: `U dërgua te ${link.email}. Nëse nuk i vjen, mund t’ia dërgoni edhe vetë me Viber ose WhatsApp.`,
      };
    case 'not_configured':
      return {
        color: 'blue',
        title: 'Nuk u dërgua asnjë email',
        text: `Ky server nuk është konfiguruar të dërgojë email. ${SEND_IT_YOURSELF}`,
      };
    case 'failed':
      return {
        color: 'orange',
        title: 'Email-i nuk u dërgua',
        text: `Serveri i postës nuk e pranoi email-in për ${link.email}. ${SEND_IT_YOURSELF}`,
      };
  }
}

const within = (hours: number): string => (hours === 1 ? 'brenda një ore' : `brenda ${hours} orëve`);

/** What the link does and how long it holds. */
export function linkPurpose(link: Pick<WorkerLink, 'kind' | 'validHours'>, firstName: string): string {
  return link.kind === 'invitation'
    ? `Me këtë lidhje ${firstName} zgjedh fjalëkalimin dhe hyn, ${within(link.validHours)}. Përdoret një herë.`
    : `Me këtë lidhje ${firstName} zgjedh një fjalëkalim të ri, ${within(link.validHours)}. Përdoret një herë; deri atëherë vlen fjalëkalimi i vjetër.`;
}

/**
 * The message that carries the link to the worker's Viber or WhatsApp, to their number in the worker's
 * details; no app links when it cannot be written in international form (or the shop's country is unknown).
 */
export function workerLinkDraft(
  link: Pick<WorkerLink, 'kind' | 'url' | 'validHours'>,
  worker: Pick<WorkerResponse, 'firstName' | 'phoneNumber'>,
  business: Pick<BusinessResponse, 'businessName' | 'country'> | null,
): ChatDraft {
  const text =
    link.kind === 'invitation'
      ? `Përshëndetje ${worker.firstName}, ju kam krijuar një llogari në Servisi${business ? ` për «${business.businessName}»` : ''}. Zgjidhni fjalëkalimin dhe hyni me këtë lidhje ${within(link.validHours)}: ${link.url}`
      : `Përshëndetje ${worker.firstName}, zgjidhni një fjalëkalim të ri për Servisi me këtë lidhje ${within(link.validHours)}: ${link.url}`;
  const phone = business ? internationalPhone(worker.phoneNumber, business.country) : null;
  return {
    text,
    defaultText: false,
    links: phone
      ? (Object.fromEntries(CHAT_APPS.map((app) => [app, chatLink(app, phone, text)])) as ChatDraft['links'])
      : null,
  };
}
