import type { DataSource, EntityManager } from 'typeorm';
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
import { preparedQuery } from '../../database/prepared-queries';
import type { JobEntity } from '../jobs/entities/job.entity';

/** What a message to a job's client is written from. */
export type MessageJob = Pick<JobEntity, 'id' | 'businessId' | 'clientName' | 'clientPhone' | 'deviceModel' | 'trackingToken' | 'estimatedPrice'>;

/** A shop as its messages to clients need it: a shop that never saved its SMS settings has SMS off and the default templates. */
export interface MessagingShop {
  name: string;
  country: Country;
  currency: Currency;
  smsEnabled: boolean;
  templates: Partial<Record<SmsMessageKind, string>>;
}

/** The shop's name, country, currency, SMS switch and templates, in one read. */
export async function messagingShop(db: DataSource | EntityManager, businessId: string): Promise<MessagingShop> {
  const [shop] = await preparedQuery<MessagingShop>(
    db,
    `SELECT b.name, b.country, b.currency, COALESCE(s.enabled, false) AS "smsEnabled", COALESCE(s.templates, '{}'::jsonb) AS templates
       FROM businesses b LEFT JOIN sms_settings s ON s.business_id = b.id
      WHERE b.id = $1`,
    [businessId],
  );
  if (!shop) throw new Error(`business ${businessId} not found`);
  return shop;
}

/**
 * The shop's template for `kind`: the one it saved, or the default for a kind added after it saved its
 * settings. Empty means "no SMS for this".
 */
export const shopTemplate = (shop: Pick<MessagingShop, 'templates'>, kind: SmsMessageKind): string => shop.templates[kind] ?? DEFAULT_SMS_TEMPLATES[kind];

/** {statusi} and {cmimi} of a message about a job in `status`: its status's name and its price (none: empty). */
export function statusValues(status: JobStatus, estimatedPrice: number | null, currency: Currency): Pick<Record<SmsPlaceholder, string>, 'statusi' | 'cmimi'> {
  return { statusi: JOB_STATUS_LABELS[status], cmimi: estimatedPrice === null ? '' : formatMoney(estimatedPrice, currency) };
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
