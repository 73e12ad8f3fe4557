import {
  DEFAULT_SMS_TEMPLATES,
  JOB_STATUS_LABELS,
  clientTicketCode,
  formatMoney,
  renderSmsTemplate,
  trackingPath,
  type Country,
  type Currency,
  type JobStatus,
  type SmsMessageKind,
  type SmsPlaceholder,
} from '@repair-shop/contracts';

/** What a message to a job's client is written from. */
export interface MessageJob {
  id: string;
  businessId: string;
  clientName: string;
  clientPhone: string;
  deviceModel: string;
  trackingToken: string;
  estimatedPrice: number | null;
}

/** A shop as its messages to clients need it: a shop that never saved its SMS settings has SMS off and the default templates. */
export interface MessagingShop {
  name: string;
  country: Country;
  currency: Currency;
  smsEnabled: boolean;
  templates: Partial<Record<SmsMessageKind, string>>;
}

/**
 * The shop's template for `kind`: the one it saved, or the default for a kind added after it saved its
 * settings. Empty means "no SMS for this".
 */
export const shopTemplate = (shop: Pick<MessagingShop, 'templates'>, kind: SmsMessageKind): string =>
  shop.templates[kind] ?? DEFAULT_SMS_TEMPLATES[kind];

/** {statusi} and {cmimi} of a message about a job in `status`: its status's name and its price (none: empty). */
export function statusValues(
  status: JobStatus,
  estimatedPrice: number | null,
  currency: Currency,
): Pick<Record<SmsPlaceholder, string>, 'statusi' | 'cmimi'> {
  return {
    statusi: JOB_STATUS_LABELS[status],
    cmimi: estimatedPrice === null ? '' : formatMoney(estimatedPrice, currency),
  };
}

/** {statusi} and {cmimi} of an estimate's message: its price (the message is about the estimate, not a status). */
export function estimateValues(
  price: number,
  currency: Currency,
): Pick<Record<SmsPlaceholder, string>, 'statusi' | 'cmimi'> {
  return { statusi: '', cmimi: formatMoney(price, currency) };
}

/** The text a template gives for a job: the client, the device, the ticket code, the tracking link and the shop's name. */
export function jobMessageText(
  template: string,
  job: MessageJob,
  shop: Pick<MessagingShop, 'name'>,
  publicUrl: string,
  values: Pick<Record<SmsPlaceholder, string>, 'statusi' | 'cmimi'>,
): string {
  return renderSmsTemplate(template, {
    klienti: job.clientName,
    pajisja: job.deviceModel,
    kodi: clientTicketCode(job.id),
    linku: `${publicUrl}${trackingPath(job.trackingToken)}`,
    biznesi: shop.name,
    ...values,
  });
}
