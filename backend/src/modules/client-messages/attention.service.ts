import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { clientTicketCode, fullName, internationalPhone, type AttentionReason, type JobAttentionResponse, type PageQuery, type ReminderChannel } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { Page } from '../../common/paging/page';
import { pageClause, pageOf } from '../../common/paging/page-query.dto';
import { SqlParams } from '../../common/search/search-condition';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { preparedQuery } from '../../database/prepared-queries';
import { priceFromColumn } from '../jobs/job.mapper';
import type { JobScope } from '../jobs/job-history';
import { shopToday } from '../reports/shop-day';
import { messagingShop, type MessagingShop } from '../sms/job-messages';
import { chatDraft } from './chat-drafts';
import type { ContactJob } from './contact-job';

const DAY_MS = 24 * 60 * 60 * 1000;

interface WaitingRow extends Omit<ContactJob, 'estimatedPrice' | 'status' | 'lastReminderSmsAt'> {
  status: 'ready' | 'in_process';
  estimatedPrice: string | null;
  reason: AttentionReason;
  since: Date;
  workerFirstName: string;
  workerLastName: string;
  lastReminderAt: Date | null;
  lastReminderVia: ReminderChannel | null;
  total: number;
}

/** The one row of an empty page: the total, and null for every column of a job. */
interface EmptyPageRow {
  id: null;
  total: number;
}

/**
 * "Kërkon vëmendje": a shop's jobs ready and not collected for its uncollectedAfterDays since they last
 * became ready, and in process with no history line for its idleAfterDays, oldest wait first. Each reason
 * is read from its partial index (jobs_uncollected_idx, jobs_idle_idx: the shop, then the wait's start),
 * the two merged in order, so a page and its total cost what the waiting jobs are, not what the shop has.
 */
@Injectable()
export class AttentionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async page({ businessId, onlyWorkerId }: JobScope, query: PageQuery): Promise<Page<JobAttentionResponse>> {
    if (!businessId) return new Page([], 0);
    const now = this.clock.now();
    const params = new SqlParams();
    const [shop, at, worker] = [params.add(businessId), params.add(now), params.add(onlyWorkerId)];
    // A technician kept to their own jobs: their worker's rows only (worker_id is in both indexes).
    const scope = `business_id = ${shop} AND (${worker}::uuid IS NULL OR worker_id = ${worker}::uuid)`;
    const rows = await preparedQuery<WaitingRow | EmptyPageRow>(
      this.dataSource,
      `WITH limits AS MATERIALIZED (
         SELECT ${at}::timestamptz - make_interval(days => uncollected_after_days) AS ready_before,
                ${at}::timestamptz - make_interval(days => idle_after_days) AS idle_before
           FROM businesses WHERE id = ${shop}
       ), waiting AS NOT MATERIALIZED (
         SELECT id, 'uncollected'::varchar AS reason, last_ready_at AS since FROM jobs
          WHERE ${scope} AND status = 'ready' AND last_ready_at <= (SELECT ready_before FROM limits)
         UNION ALL
         SELECT id, 'idle'::varchar, last_activity_at FROM jobs
          WHERE ${scope} AND status = 'in_process' AND last_activity_at <= (SELECT idle_before FROM limits)
       )
       SELECT total.total, listed.*
         FROM (SELECT COUNT(*)::int AS total FROM waiting) AS total
         LEFT JOIN LATERAL (
           SELECT page.reason, page.since, j.id, j.business_id AS "businessId", j.status, j.client_name AS "clientName",
                  j.client_phone AS "clientPhone", j.device_model AS "deviceModel", j.tracking_token AS "trackingToken",
                  j.estimated_price AS "estimatedPrice", j.last_reminder_at AS "lastReminderAt", j.last_reminder_via AS "lastReminderVia",
                  w.first_name AS "workerFirstName", w.last_name AS "workerLastName"
             FROM (SELECT id, reason, since FROM waiting ORDER BY since, id ${pageClause(pageOf(query), params)}) AS page
             JOIN jobs j ON j.id = page.id
             JOIN workers w ON w.id = j.worker_id
         ) AS listed ON true
        ORDER BY listed.since, listed.id`,
      params.values,
    );
    const waiting = rows.filter((row): row is WaitingRow => row.id !== null);
    const total = rows[0]?.total ?? 0;
    if (waiting.length === 0) return new Page([], total);
    // Only a page with jobs needs the shop's templates, for the reminders' texts.
    const messaging = await messagingShop(this.dataSource, businessId);
    return new Page(
      waiting.map((row) => this.toResponse(row, messaging, now)),
      total,
    );
  }

  private toResponse(row: WaitingRow, shop: MessagingShop, now: Date): JobAttentionResponse {
    const job = { ...row, estimatedPrice: priceFromColumn(row.estimatedPrice) };
    const today = shopToday(now);
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
          ? { at: row.lastReminderAt.toISOString(), via: row.lastReminderVia, today: shopToday(row.lastReminderAt) === today }
          : null,
      reminder: chatDraft('reminder', job, shop, this.config.publicUrl, internationalPhone(row.clientPhone, shop.country)),
    };
  }
}
