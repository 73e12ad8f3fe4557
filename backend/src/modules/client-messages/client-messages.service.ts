import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  formatMoney,
  internationalPhone,
  type JobChatDraftsResponse,
  type JobMessageResponse,
  type ReminderMark,
} from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { appendJobEvent, type JobActor, type JobScope, JobWriter, toJobMessageResponse } from '../jobs';
import { shopToday } from '../reports';
import { currentEstimate } from '../estimates';
import { estimateValues, jobMessageText, messagingShop, shopTemplate, SmsOutboxService, statusValues } from '../sms';
import { chatDraft } from './chat-drafts';
import { contactJob, markReminder } from './contact-jobs.repository';
import { CONTACT_TEXT, type ChatSubject } from './contact-texts';
import {
  EstimateNotWaitingException,
  PhoneNotReachableException,
  ReminderSentTodayException,
  ReminderTemplateEmptyException,
  SmsOffException,
} from './client-messages.exceptions';
import type { ChatOpenedDto } from './dto/chat-opened.dto';

/**
 * The shop writing to a job's client itself: the messages ready for its Viber and WhatsApp (links the
 * page holds before the tap), the history line when one is opened, and the reminder SMS it sends by hand.
 */
@Injectable()
export class ClientMessagesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly smsOutbox: SmsOutboxService,
    private readonly writer: JobWriter,
    private readonly clock: Clock,
  ) {}

  async drafts(scope: JobScope, jobId: string): Promise<JobChatDraftsResponse> {
    const job = await contactJob(this.dataSource, scope, jobId);
    const [shop, estimate] = await Promise.all([
      messagingShop(this.dataSource, job.businessId),
      currentEstimate(this.dataSource, job.id),
    ]);
    const phone = internationalPhone(job.clientPhone, shop.country);
    // The estimate's own message, whatever the SMS switch: a shop that does not text estimates sends it this way.
    const waiting = estimate && estimate.answer === null ? estimate : null;
    return {
      phone,
      status: chatDraft(job.status, job, shop, this.config.publicUrl, phone),
      reminder: chatDraft('reminder', job, shop, this.config.publicUrl, phone),
      estimate: waiting
        ? chatDraft('estimate', job, shop, this.config.publicUrl, phone, estimateValues(waiting.price, shop.currency))
        : null,
    };
  }

  /** Notes in the history that the app was opened with the message; a reminder also marks the job as reminded. */
  async chatOpened(actor: JobActor, jobId: string, { app, purpose }: ChatOpenedDto): Promise<JobMessageResponse> {
    const now = this.clock.now();
    return this.writer.change(actor, jobId, async ({ manager }) => {
      const job = await contactJob(manager, actor, jobId);
      const shop = await messagingShop(manager, job.businessId);
      const phone = internationalPhone(job.clientPhone, shop.country);
      // No link could have been made for this number.
      if (!phone) throw new PhoneNotReachableException(job.clientPhone);
      let subject: ChatSubject;
      if (purpose === 'estimate') {
        const estimate = await currentEstimate(manager, job.id);
        if (!estimate || estimate.answer !== null) throw new EstimateNotWaitingException();
        subject = { purpose, price: formatMoney(estimate.price, shop.currency) };
      } else {
        subject = purpose === 'status' ? { purpose, status: job.status } : { purpose };
      }
      if (purpose === 'reminder') await markReminder(manager, job.id, app, now);
      const entry = await appendJobEvent(manager, {
        jobId: job.id,
        type: 'contact',
        message: CONTACT_TEXT.chatOpened(app, phone, subject),
        createdAt: now,
        author: actor.author,
      });
      return toJobMessageResponse(entry);
    });
  }

  /**
   * Queues the reminder SMS through the outbox, under the job's lock: at most one a shop day per job
   * (a second tap, or a colleague's, is 409), never with SMS off, an empty reminder text or a number
   * that cannot be texted.
   */
  async reminderSms(actor: JobActor, jobId: string): Promise<{ entry: JobMessageResponse; reminder: ReminderMark }> {
    const now = this.clock.now();
    return this.writer.change(actor, jobId, async ({ manager }) => {
      const job = await contactJob(manager, actor, jobId);
      const shop = await messagingShop(manager, job.businessId);
      if (!shop.smsEnabled) throw new SmsOffException();
      const template = shopTemplate(shop, 'reminder');
      if (!template.trim()) throw new ReminderTemplateEmptyException();
      const recipient = internationalPhone(job.clientPhone, shop.country);
      if (!recipient) throw new PhoneNotReachableException(job.clientPhone);
      if (job.lastReminderSmsAt && shopToday(job.lastReminderSmsAt) === shopToday(now))
        throw new ReminderSentTodayException();
      const body = jobMessageText(
        template,
        job,
        shop,
        this.config.publicUrl,
        statusValues(job.status, job.estimatedPrice, shop.currency),
      );
      await this.smsOutbox.enqueue(manager, { jobId: job.id, recipient, body }, now);
      await markReminder(manager, job.id, 'sms', now);
      const entry = await appendJobEvent(manager, {
        jobId: job.id,
        type: 'contact',
        message: CONTACT_TEXT.reminderSmsQueued(recipient),
        createdAt: now,
        author: actor.author,
      });
      return { entry: toJobMessageResponse(entry), reminder: { at: now.toISOString(), via: 'sms', today: true } };
    });
  }
}
