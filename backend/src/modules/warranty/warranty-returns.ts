import type { EntityManager } from 'typeorm';
import { WARRANTY_RETURN_LABEL, type HistoryAuthor } from '@repair-shop/contracts';
import { appendJobEvent, type JobScope, SHOP_TIME_ZONE } from '../jobs';
import { earlierJob, isPhoneOfKey, type EarlierJob } from './earlier-jobs.repository';
import { WarrantyNotApplicableException } from './warranty.exceptions';

const shopDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "24.12.2026" in the shop's time zone, as the history and the counter read dates. */
const dateText = (iso: string): string => shopDate.format(new Date(iso)).replaceAll('/', '.');

/** The job a warranty return returns, with the worker whose repair came back. */
export type WarrantyOriginal = EarlierJob & { completerId: string };

/**
 * The job `originalId` if a new job of this device or client may be its warranty return: a job of the
 * caller's scope, completed, still under warranty now, and of the same device (identifier) or the same
 * client (phone, in any form). Anything else is refused with the reason.
 */
export async function warrantyOriginal(
  manager: EntityManager,
  scope: JobScope,
  originalId: string,
  newJob: { deviceImei: string; clientPhone: string },
  now: Date,
): Promise<WarrantyOriginal> {
  const original = await earlierJob(manager, scope, originalId, now);
  if (!original) throw new WarrantyNotApplicableException('Puna që kthehet në garanci nuk u gjet në këtë servis.');
  if (!original.warrantyEndsAt) {
    throw new WarrantyNotApplicableException(
      `Puna #${original.ticketCode} nuk është përfunduar: garancia fillon kur pajisja dorëzohet.`,
    );
  }
  if (!original.underWarranty) {
    throw new WarrantyNotApplicableException(
      `Garancia e punës #${original.ticketCode} ka skaduar më ${dateText(original.warrantyEndsAt)}.`,
    );
  }
  const samePhone = await isPhoneOfKey(manager, newJob.clientPhone, original.phoneKey);
  if (original.deviceImei !== newJob.deviceImei && !samePhone) {
    throw new WarrantyNotApplicableException(
      `Puna #${original.ticketCode} është e një pajisjeje tjetër dhe e një klienti tjetër: kthimi në garanci bëhet për të njëjtën pajisje ose të njëjtin klient.`,
    );
  }
  return original;
}

/** The two history lines of a warranty return: on the new job, and on the one it returns. */
export async function recordWarrantyReturn(
  manager: EntityManager,
  returned: { id: string; ticketCode: string },
  original: WarrantyOriginal,
  author: HistoryAuthor,
  now: Date,
): Promise<void> {
  const endsAt = original.warrantyEndsAt ? ` (garancia deri më ${dateText(original.warrantyEndsAt)})` : '';
  await appendJobEvent(manager, {
    jobId: returned.id,
    type: 'edit',
    message: `${WARRANTY_RETURN_LABEL} i punës #${original.ticketCode}${endsAt}.`,
    createdAt: now,
    author,
  });
  await appendJobEvent(manager, {
    jobId: original.id,
    type: 'edit',
    message: `Pajisja u kthye në garanci: puna e re #${returned.ticketCode}.`,
    createdAt: now,
    author,
  });
}
