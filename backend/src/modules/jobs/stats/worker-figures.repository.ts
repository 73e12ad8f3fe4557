import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../../database/prepared-queries';
import { SHOP_TIME_ZONE } from './job-figures';

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
 * month), read from the few rows per worker the job writer keeps (KeptFigures) instead of every job the
 * shop ever had.
 */
@Injectable()
export class WorkerFigures {
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
}
