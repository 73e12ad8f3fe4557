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

/** Hours from intake to first ready of the shop's latest jobs of the category, newest first. */
export function readyHours(
  db: DataSource | EntityManager,
  businessId: string,
  category: JobCategory,
): Promise<PastJob[]> {
  return preparedQuery<PastJob>(
    db,
    `SELECT device_family AS family, EXTRACT(EPOCH FROM ready_at - created_at)::float8 / 3600 AS value
       FROM jobs WHERE business_id = $1 AND category = $2 AND ready_at IS NOT NULL AND status <> 'cancelled'
      ORDER BY ready_at DESC LIMIT ${CATEGORY_ROWS}`,
    [businessId, category],
  );
}

/** Final totals (labour and parts) of the shop's latest completed jobs of the category, newest first. */
export function finalTotals(
  db: DataSource | EntityManager,
  businessId: string,
  category: JobCategory,
): Promise<PastJob[]> {
  return preparedQuery<PastJob>(
    db,
    `SELECT device_family AS family, (COALESCE(estimated_price, 0) + parts_sale)::float8 AS value
       FROM jobs WHERE business_id = $1 AND category = $2 AND status = 'completed'
      ORDER BY last_completed_at DESC LIMIT ${CATEGORY_ROWS}`,
    [businessId, category],
  );
}

/** The shop's pace: jobs that became ready since `since`, and their median hours from intake. */
export async function shopPace(
  db: DataSource | EntityManager,
  businessId: string,
  since: Date,
): Promise<{ readyJobs: number; medianHours: number | null }> {
  const [row] = await preparedQuery<{ readyJobs: number; medianHours: number | null }>(
    db,
    `SELECT count(*)::int AS "readyJobs",
            (percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM ready_at - created_at)) / 3600)::float8
              AS "medianHours"
       FROM jobs WHERE business_id = $1 AND ready_at IS NOT NULL AND ready_at >= $2`,
    [businessId, since],
  );
  return row ?? { readyJobs: 0, medianHours: null };
}

/** Jobs waiting in the shop now (received or in progress), from the kept per-status counts. */
export async function waitingJobs(db: DataSource | EntityManager, businessId: string): Promise<number> {
  const [row] = await preparedQuery<{ waiting: number }>(
    db,
    `SELECT COALESCE(sum(count), 0)::int AS waiting FROM job_counts
      WHERE business_id = $1 AND status IN ('new', 'in_process')`,
    [businessId],
  );
  return row?.waiting ?? 0;
}
