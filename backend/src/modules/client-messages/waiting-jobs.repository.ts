import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AttentionReason, ReminderChannel } from '@repair-shop/contracts';
import { pageClause } from '../../common/paging/page-query.dto';
import { SqlParams } from '../../common/search/search-condition';
import { preparedQuery } from '../../database/prepared-queries';
import { JOB_CLIENT_COLUMNS } from '../jobs';
import type { ContactJob } from './contact-jobs.repository';

/** A job that waits too long: why, since when, its worker and its last reminder. */
export interface WaitingJob extends Omit<ContactJob, 'estimatedPrice' | 'status' | 'lastReminderSmsAt'> {
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
 * A shop's jobs ready and not collected for its uncollectedAfterDays since they last became ready, and in
 * process with no history line for its idleAfterDays, oldest wait first. Each reason is read from its
 * partial index (jobs_uncollected_idx, jobs_idle_idx: the shop, then the wait's start), the two merged in
 * order, so a page and its total cost what the waiting jobs are, not what the shop has.
 */
@Injectable()
export class WaitingJobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the waiting jobs as of `now`, and how many wait. */
  async page(
    { businessId, onlyWorkerId }: { businessId: string; onlyWorkerId: string | null },
    now: Date,
    page: { limit: number; offset: number },
  ): Promise<{ items: WaitingJob[]; total: number }> {
    const params = new SqlParams();
    const [shop, at, worker] = [params.add(businessId), params.add(now), params.add(onlyWorkerId)];
    // A technician kept to their own jobs: their worker's rows only (worker_id is in both indexes).
    const scope = `business_id = ${shop} AND (${worker}::uuid IS NULL OR worker_id = ${worker}::uuid)`;
    const rows = await preparedQuery<WaitingJob | EmptyPageRow>(
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
           SELECT page.reason, page.since, ${JOB_CLIENT_COLUMNS}, j.status,
                  j.last_reminder_at AS "lastReminderAt", j.last_reminder_via AS "lastReminderVia",
                  w.first_name AS "workerFirstName", w.last_name AS "workerLastName"
             FROM (SELECT id, reason, since FROM waiting ORDER BY since, id ${pageClause(page, params)}) AS page
             JOIN jobs j ON j.id = page.id
             JOIN workers w ON w.id = j.worker_id
         ) AS listed ON true
        ORDER BY listed.since, listed.id`,
      params.values,
    );
    return { items: rows.filter((row): row is WaitingJob => row.id !== null), total: rows[0]?.total ?? 0 };
  }
}
