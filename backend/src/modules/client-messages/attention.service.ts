import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  clientTicketCode,
  fullName,
  internationalPhone,
  type JobAttentionResponse,
  type PageQuery,
} from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { type JobScope, priceFromColumn } from '../jobs';
import { shopToday } from '../reports';
import { messagingShop, type MessagingShop, SmsProvider } from '../sms';
import { chatDraft } from './chat-drafts';
import { smsReminderBlock } from './sms-reminder-block';
import { WaitingJobsRepository, type WaitingJob } from './waiting-jobs.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Kërkon vëmendje": a shop's jobs ready and not collected for its uncollectedAfterDays since they last
 * became ready, and in process with no history line for its idleAfterDays, oldest wait first. Each reason
 * is read from its partial index by WaitingJobsRepository; a page's jobs come with their reminders' texts.
 */
@Injectable()
export class AttentionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly smsProvider: SmsProvider,
    private readonly waitingJobs: WaitingJobsRepository,
  ) {}

  async page({ businessId, onlyWorkerId }: JobScope, query: PageQuery): Promise<Page<JobAttentionResponse>> {
    if (!businessId) return new Page([], 0);
    const now = this.clock.now();
    const { items: waiting, total } = await this.waitingJobs.page({ businessId, onlyWorkerId }, now, pageOf(query));
    if (waiting.length === 0) return new Page([], total);
    // Only a page with jobs needs the shop's templates, for the reminders' texts.
    const messaging = await messagingShop(this.dataSource, businessId);
    return new Page(
      waiting.map((row) => this.toResponse(row, messaging, now)),
      total,
    );
  }

  private toResponse(row: WaitingJob, shop: MessagingShop, now: Date): JobAttentionResponse {
    const job = { ...row, estimatedPrice: priceFromColumn(row.estimatedPrice) };
    const today = shopToday(now);
    const phone = internationalPhone(row.clientPhone, shop.country);
    return {
      jobId: row.id,
      ticketCode: clientTicketCode(row.id),
      status: row.status,
      clientName: row.clientName,
      clientPhone: row.clientPhone,
      deviceModel: row.deviceModel,
      assignedWorker: fullName({ firstName: row.workerFirstName, lastName: row.workerLastName }),
      reason: row.reason,
      since: row.since.toISOString(),
      days: Math.floor((now.getTime() - row.since.getTime()) / DAY_MS),
      lastReminder:
        row.lastReminderAt && row.lastReminderVia
          ? {
              at: row.lastReminderAt.toISOString(),
              via: row.lastReminderVia,
              today: shopToday(row.lastReminderAt) === today,
            }
          : null,
      reminder: chatDraft('reminder', job, shop, this.config.publicUrl, phone),
      smsReminderBlock: smsReminderBlock(shop, this.smsProvider.reachesPhones, phone),
    };
  }
}
