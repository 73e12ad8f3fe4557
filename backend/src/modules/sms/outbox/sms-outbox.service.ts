import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  internationalPhone,
  type Currency,
  type JobStatus,
  type SmsMessageKind,
  type SmsPlaceholder,
} from '@repair-shop/contracts';
import type { RuntimeConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.tokens';
import { appendJobEvent } from '../../jobs';
import { estimateValues, jobMessageText, shopTemplate, statusValues, type MessageJob } from '../job-messages';
import { messagingShop } from '../sms-settings.repository';
import { SMS_HISTORY_TEXT } from '../sms-history-text';
import { SmsOutboxRepository } from './sms-outbox.repository';

/** What a message to a job's client is written from. */
export type SmsJob = MessageJob;

/** Puts a job's SMS (a status reached, an estimate sent, a reminder) in the outbox; the background sender takes it from there. */
@Injectable()
export class SmsOutboxService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly outbox: SmsOutboxRepository,
  ) {}

  /**
   * Runs inside the status change's transaction: the message exists exactly when the change does.
   * Nothing is queued when the shop has SMS off or left that status's template empty.
   */
  queueForStatus(manager: EntityManager, job: SmsJob, status: JobStatus, now: Date): Promise<boolean> {
    return this.queue(manager, job, status, now, (currency) => statusValues(status, job.estimatedPrice, currency));
  }

  /**
   * The estimate's message, with its price and the tracking link where the client answers it; in the
   * sending's transaction. True when it was queued.
   */
  queueForEstimate(manager: EntityManager, job: SmsJob, price: number, now: Date): Promise<boolean> {
    return this.queue(manager, job, 'estimate', now, (currency) => estimateValues(price, currency));
  }

  /**
   * Queues a message already written for a number already checked (a reminder, whose refusals the
   * caller gives); inside the caller's transaction.
   */
  async enqueue(
    manager: EntityManager,
    message: { jobId: string; recipient: string; body: string },
    now: Date,
  ): Promise<void> {
    await this.outbox.insert(manager, message, now);
  }

  private async queue(
    manager: EntityManager,
    job: SmsJob,
    kind: SmsMessageKind,
    now: Date,
    values: (currency: Currency) => Pick<Record<SmsPlaceholder, string>, 'statusi' | 'cmimi'>,
  ): Promise<boolean> {
    const shop = await messagingShop(manager, job.businessId);
    const template = shop.smsEnabled ? shopTemplate(shop, kind) : '';
    if (!template.trim()) return false;
    const recipient = internationalPhone(job.clientPhone, shop.country);
    if (!recipient) {
      await appendJobEvent(manager, {
        jobId: job.id,
        type: 'sms_failed',
        message: SMS_HISTORY_TEXT.badPhone(job.clientPhone),
        createdAt: now,
        author: null,
      });
      return false;
    }
    const body = jobMessageText(template, job, shop, this.config.publicUrl, values(shop.currency));
    await this.enqueue(manager, { jobId: job.id, recipient, body }, now);
    return true;
  }

  /** Messages of the job still waiting to be sent (or being sent). */
  pendingCount(jobId: string): Promise<number> {
    return this.outbox.pendingCount(jobId);
  }
}
