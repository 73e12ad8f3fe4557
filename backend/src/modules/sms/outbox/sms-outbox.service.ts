import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import {
  DEFAULT_SMS_TEMPLATES,
  JOB_STATUS_LABELS,
  clientTicketCode,
  formatMoney,
  internationalPhone,
  renderSmsTemplate,
  trackingPath,
  type Currency,
  type JobStatus,
  type SmsMessageKind,
  type SmsPlaceholder,
} from '@repair-shop/contracts';
import type { RuntimeConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.tokens';
import { BusinessEntity } from '../../business/entities/business.entity';
import type { JobEntity } from '../../jobs/entities/job.entity';
import { appendJobEvent } from '../../jobs/job-history';
import { SmsOutboxMessageEntity } from '../entities/sms-outbox-message.entity';
import type { SmsSettingsEntity } from '../entities/sms-settings.entity';
import { preparedQuery } from '../../../database/prepared-queries';
import { SMS_HISTORY_TEXT } from '../sms-history-text';

/** What a message to a job's client is written from. */
export type SmsJob = Pick<JobEntity, 'id' | 'businessId' | 'clientName' | 'clientPhone' | 'deviceModel' | 'trackingToken' | 'estimatedPrice'>;

/** Puts a job's SMS (a status reached, an estimate sent) in the outbox; the background sender takes it from there. */
@Injectable()
export class SmsOutboxService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @InjectRepository(SmsOutboxMessageEntity) private readonly outbox: Repository<SmsOutboxMessageEntity>,
  ) {}

  /**
   * Runs inside the status change's transaction: the message exists exactly when the change does.
   * Nothing is queued when the shop has SMS off or left that status's template empty.
   */
  queueForStatus(manager: EntityManager, job: SmsJob, status: JobStatus, now: Date): Promise<void> {
    return this.queue(manager, job, status, now, (currency) => ({
      statusi: JOB_STATUS_LABELS[status],
      cmimi: job.estimatedPrice === null ? '' : formatMoney(job.estimatedPrice, currency),
    }));
  }

  /** The estimate's message, with its price and the tracking link where the client answers it; in the sending's transaction. */
  queueForEstimate(manager: EntityManager, job: SmsJob, price: number, now: Date): Promise<void> {
    return this.queue(manager, job, 'estimate', now, (currency) => ({ statusi: '', cmimi: formatMoney(price, currency) }));
  }

  private async queue(
    manager: EntityManager,
    job: SmsJob,
    kind: SmsMessageKind,
    now: Date,
    values: (currency: Currency) => Pick<Record<SmsPlaceholder, string>, 'statusi' | 'cmimi'>,
  ): Promise<void> {
    const [settings] = await preparedQuery<Pick<SmsSettingsEntity, 'enabled' | 'templates'>>(
      manager,
      `SELECT enabled, templates FROM sms_settings WHERE business_id = $1`,
      [job.businessId],
    );
    // A shop that saved its settings before estimates existed has the default estimate text.
    const template = settings?.enabled ? (settings.templates[kind] ?? DEFAULT_SMS_TEMPLATES[kind]) : '';
    if (!template.trim()) return;
    const business = await manager.findOneByOrFail(BusinessEntity, { id: job.businessId });
    const recipient = internationalPhone(job.clientPhone, business.country);
    if (!recipient) {
      await appendJobEvent(manager, { jobId: job.id, type: 'sms_failed', message: SMS_HISTORY_TEXT.badPhone(job.clientPhone), createdAt: now, author: null });
      return;
    }
    const body = renderSmsTemplate(template, {
      klienti: job.clientName,
      pajisja: job.deviceModel,
      kodi: clientTicketCode(job.id),
      linku: `${this.config.publicUrl}${trackingPath(job.trackingToken)}`,
      biznesi: business.name,
      ...values(business.currency),
    });
    await manager.insert(SmsOutboxMessageEntity, {
      jobId: job.id,
      recipient,
      body,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    });
  }

  /** Messages of the job still waiting to be sent (or being sent). */
  pendingCount(jobId: string): Promise<number> {
    return this.outbox.countBy({ jobId, state: In(['pending', 'sending']) });
  }
}
