import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../../database/prepared-queries';
import { JOB_COMPLETER_COLUMN, JOB_FIGURES_COLUMNS, SHOP_TIME_ZONE } from './job-figures';

/** How many slots a worker's figures are spread over, as for the status counts (see job_counts). */
const SLOTS = 16;

/** What a job added to its worker's figures before a change (see JOB_FIGURES_COLUMNS). */
export interface JobFigures {
  worker_id: string;
  /** 1, or 0 for a cancelled job. */
  counted_jobs: number;
  revenue: string;
  ready_ms: string;
  ready_jobs: number;
  completed_ms: string;
  completed_jobs: number;
  completed_month: string | null;
  /** The worker a completion counts for: who completed the job (its assigned worker before staff logins). */
  completer_id: string;
}

/** A worker's figures summed over the slots, or the whole shop's (hours as exact text). */
export interface WorkerTotalsRow {
  /** Null on the shop's total row, a worker's id on theirs. */
  worker_id: string | null;
  job_count: number;
  completed_this_month: number;
  revenue: string;
  to_ready: string | null;
  to_completed: string | null;
}

/**
 * The statistics' figures per worker (jobs, revenue, times to ready and to completed, completions per
 * month), kept in each change's transaction, so that a shop's statistics read a few rows per worker
 * instead of every job it ever had. A change subtracts what the job added before it and adds what the
 * job adds after it, in one statement with the workers in a fixed order, so that concurrent changes
 * (a job moved from one worker to another and back) cannot deadlock.
 */
@Injectable()
export class WorkerFigures {
  /**
   * Records the job as it is now, in place of what it added `before` (nothing for a new job; nothing
   * after it either, once it is deleted).
   */
  async record(
    manager: EntityManager,
    businessId: string,
    jobId: string,
    before: JobFigures | null = null,
  ): Promise<void> {
    await this.add(manager, businessId, [jobId], before);
  }

  /** Records jobs just added together (an import), in one statement whatever their number. */
  async recordCreated(manager: EntityManager, businessId: string, jobIds: string[]): Promise<void> {
    if (jobIds.length > 0) await this.add(manager, businessId, jobIds, null);
  }

  /**
   * The figures per worker, and in the row without a worker for the whole shop, summed over the slots;
   * the completions of the month (shop time) that `now` is in.
   */
  totals(db: DataSource | EntityManager, businessId: string, now: Date): Promise<WorkerTotalsRow[]> {
    return preparedQuery<WorkerTotalsRow>(
      db,
      `WITH completions AS (
         SELECT worker_id, SUM(count)::int AS completed
           FROM worker_month_completions
          WHERE business_id = $1 AND month = date_trunc('month', $2::timestamptz AT TIME ZONE '${SHOP_TIME_ZONE}')::date
          GROUP BY worker_id
       ),
       per_worker AS (
         SELECT worker_id, SUM(job_count)::int AS job_count, SUM(revenue) AS revenue,
                SUM(ready_ms) AS ready_ms, SUM(ready_jobs) AS ready_jobs, SUM(completed_ms) AS completed_ms, SUM(completed_jobs) AS completed_jobs
           FROM worker_figures
          WHERE business_id = $1
          GROUP BY worker_id
       )
       SELECT worker_id, COALESCE(job_count, 0) AS job_count, COALESCE(completions.completed, 0) AS completed_this_month, revenue,
              (ready_ms / NULLIF(ready_jobs, 0) / 3600000)::text AS to_ready,
              (completed_ms / NULLIF(completed_jobs, 0) / 3600000)::text AS to_completed
         FROM per_worker FULL JOIN completions USING (worker_id)
       UNION ALL
       SELECT NULL, COALESCE(SUM(job_count), 0)::int, COALESCE((SELECT SUM(completed) FROM completions), 0)::int, COALESCE(SUM(revenue), 0),
              (SUM(ready_ms) / NULLIF(SUM(ready_jobs), 0) / 3600000)::text,
              (SUM(completed_ms) / NULLIF(SUM(completed_jobs), 0) / 3600000)::text
         FROM per_worker`,
      [businessId, now],
    );
  }

  private async add(
    manager: EntityManager,
    businessId: string,
    jobIds: string[],
    before: JobFigures | null,
  ): Promise<void> {
    // One job's change, the usual case, names it alone: for an array of ids the planner's generic plan guesses ten
    // and is estimated dearer than a custom one, so the statement was planned again on every call (0.5 ms).
    const single = jobIds.length === 1;
    const jobs = single ? 'id = $2::uuid' : 'id = ANY($2::uuid[])';
    await preparedQuery(
      manager,
      `WITH delta AS (
         SELECT worker_id, counted_jobs AS jobs, revenue, ready_ms, ready_jobs, completed_ms, completed_jobs, completed_month, completer_id
           FROM (SELECT ${JOB_FIGURES_COLUMNS}, ${JOB_COMPLETER_COLUMN} FROM jobs WHERE ${jobs}) AS job
         UNION ALL
         SELECT $3::uuid, -$11::int, -$4::numeric, -$5::bigint, -$6::int, -$7::bigint, -$8::int, $9::date, $10::uuid
          WHERE $3::uuid IS NOT NULL
       ), figures AS (
         INSERT INTO worker_figures AS f (business_id, worker_id, slot, job_count, revenue, ready_ms, ready_jobs, completed_ms, completed_jobs)
         SELECT $1, worker_id, pg_backend_pid() % ${SLOTS}, SUM(jobs), SUM(revenue), SUM(ready_ms), SUM(ready_jobs), SUM(completed_ms), SUM(completed_jobs)
           FROM delta
          GROUP BY worker_id
         HAVING SUM(jobs) <> 0 OR SUM(revenue) <> 0 OR SUM(ready_ms) <> 0 OR SUM(ready_jobs) <> 0 OR SUM(completed_ms) <> 0 OR SUM(completed_jobs) <> 0
          ORDER BY worker_id
         ON CONFLICT (business_id, worker_id, slot) DO UPDATE
            SET job_count = f.job_count + EXCLUDED.job_count, revenue = f.revenue + EXCLUDED.revenue,
                ready_ms = f.ready_ms + EXCLUDED.ready_ms, ready_jobs = f.ready_jobs + EXCLUDED.ready_jobs,
                completed_ms = f.completed_ms + EXCLUDED.completed_ms, completed_jobs = f.completed_jobs + EXCLUDED.completed_jobs
       )
       INSERT INTO worker_month_completions AS m (business_id, worker_id, month, slot, count)
       SELECT $1, completer_id, completed_month, pg_backend_pid() % ${SLOTS}, SUM(jobs)
         FROM delta
        WHERE completed_month IS NOT NULL
        GROUP BY completer_id, completed_month
       HAVING SUM(jobs) <> 0
        ORDER BY completer_id, completed_month
       ON CONFLICT (business_id, worker_id, month, slot) DO UPDATE SET count = m.count + EXCLUDED.count`,
      [
        businessId,
        single ? jobIds[0] : jobIds,
        before?.worker_id ?? null,
        before?.revenue ?? null,
        before?.ready_ms ?? null,
        before?.ready_jobs ?? null,
        before?.completed_ms ?? null,
        before?.completed_jobs ?? null,
        before?.completed_month ?? null,
        before?.completer_id ?? null,
        before?.counted_jobs ?? null,
      ],
    );
  }
}
