import type { DataSource, EntityManager } from 'typeorm';
import type { JobCategory } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import type { PastJob } from './history-statistics';

/**
 * The shop's recent history as the predictions read it, through indexes of one shop's jobs (jobs_ready_category_idx,
 * jobs_completed_category_idx, jobs_ready_idx); each read is bounded by a LIMIT or a date range.
 */

/** Rows read for a category before narrowing them to a family: bounded, and plenty for the latest 200 of any family. */
const CATEGORY_ROWS = 2000;

/** The shop's latest jobs of a category, newest first: hours from intake to first ready, and final totals (labour and parts). */
export interface CategoryHistory {
  hours: PastJob[];
  totals: PastJob[];
}

/**
 * Both readings of a category's history in one round trip: the hours to first ready of the latest ready jobs, and
 * the final totals of the latest completed ones, each newest first (the outer ORDER BY keeps each part's order).
 */
export async function categoryHistory(
  db: DataSource | EntityManager,
  businessId: string,
  category: JobCategory,
): Promise<CategoryHistory> {
  const rows = await preparedQuery<PastJob & { kind: 'hours' | 'totals' }>(
    db,
    `SELECT kind, family, value
       FROM (SELECT * FROM (SELECT 'hours' AS kind, device_family AS family,
                                   EXTRACT(EPOCH FROM ready_at - created_at)::float8 / 3600 AS value, ready_at AS at
                              FROM jobs WHERE business_id = $1 AND category = $2 AND ready_at IS NOT NULL AND status <> 'cancelled'
                             ORDER BY ready_at DESC LIMIT ${CATEGORY_ROWS}) AS hours
             UNION ALL
             SELECT * FROM (SELECT 'totals', device_family, (COALESCE(estimated_price, 0) + parts_sale)::float8, last_completed_at
                              FROM jobs WHERE business_id = $1 AND category = $2 AND status = 'completed'
                             ORDER BY last_completed_at DESC LIMIT ${CATEGORY_ROWS}) AS totals) AS history
      ORDER BY kind, at DESC`,
    [businessId, category],
  );
  const history: CategoryHistory = { hours: [], totals: [] };
  for (const { kind, family, value } of rows) history[kind].push({ family, value });
  return history;
}

/**
 * The shop's queue: the jobs waiting now (received or in progress, from the kept per-status counts), and its pace:
 * the jobs that became ready since `since`, and their median hours from intake.
 */
export async function shopQueue(
  db: DataSource | EntityManager,
  businessId: string,
  since: Date,
): Promise<{ waiting: number; readyJobs: number; medianHours: number | null }> {
  const [row] = await preparedQuery<{ waiting: number; readyJobs: number; medianHours: number | null }>(
    db,
    `SELECT (SELECT COALESCE(sum(count), 0)::int FROM job_counts
              WHERE business_id = $1 AND status IN ('new', 'in_process')) AS waiting,
            count(*)::int AS "readyJobs",
            (percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM ready_at - created_at)) / 3600)::float8
              AS "medianHours"
       FROM jobs WHERE business_id = $1 AND ready_at IS NOT NULL AND ready_at >= $2`,
    [businessId, since],
  );
  return row ?? { waiting: 0, readyJobs: 0, medianHours: null };
}
