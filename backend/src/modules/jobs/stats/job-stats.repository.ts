import type { DataSource, EntityManager } from 'typeorm';
import type { DailyJobCount } from '@repair-shop/contracts';
import { preparedQuery } from '../../../database/prepared-queries';
import type { WorkerEntity } from '../../workers';
import { JOB_COUNTED, SHOP_TIME_ZONE } from './job-figures';

/**
 * The statistics' reads of a shop's jobs and workers that are not kept figures (those are job_counts'
 * and worker-figures.repository's): the warranty returns, the jobs of the last 30 days, the workers named.
 */

const DAYS = 30;

export type StatsWorkerRow = Pick<WorkerEntity, 'id' | 'firstName' | 'lastName'>;

/** The shop's workers, oldest first. */
export function workersOfShop(db: DataSource | EntityManager, businessId: string): Promise<StatsWorkerRow[]> {
  return db.query<StatsWorkerRow[]>(
    `SELECT id, first_name AS "firstName", last_name AS "lastName" FROM workers WHERE business_id = $1 ORDER BY created_at, id`,
    [businessId],
  );
}

/**
 * Warranty returns per worker whose repair came back (a cancelled return is none): the shop's returns
 * alone, from their partial index (jobs_business_warranty_idx), however many other jobs it has.
 */
export function warrantyReturnsPerWorker(
  db: DataSource | EntityManager,
  businessId: string,
): Promise<{ workerId: string | null; count: number }[]> {
  return preparedQuery<{ workerId: string | null; count: number }>(
    db,
    `SELECT warranty_worker_id AS "workerId", COUNT(*)::int AS count
         FROM jobs WHERE business_id = $1 AND warranty_of_job_id IS NOT NULL AND ${JOB_COUNTED}
        GROUP BY warranty_worker_id`,
    [businessId],
  );
}

/** Jobs received on each of the last 30 days (shop time; cancelled ones left out), oldest first, empty days included. */
export function jobCountsPerDay(
  db: DataSource | EntityManager,
  businessId: string | null,
  now: Date,
): Promise<DailyJobCount[]> {
  return db.query<DailyJobCount[]>(
    `WITH today AS (SELECT ($2::timestamptz AT TIME ZONE '${SHOP_TIME_ZONE}')::date AS date)
       SELECT to_char(calendar.day, 'YYYY-MM-DD') AS date, COALESCE(per_day.count, 0)::int AS count
         FROM today, generate_series(today.date - ${DAYS - 1}, today.date, interval '1 day') AS calendar(day)
         LEFT JOIN (
           SELECT (created_at AT TIME ZONE '${SHOP_TIME_ZONE}')::date AS date, COUNT(*) AS count
             FROM jobs, today
            WHERE business_id = $1 AND ${JOB_COUNTED}
              AND created_at >= ((today.date - ${DAYS - 1})::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}')
            GROUP BY 1
         ) AS per_day ON per_day.date = calendar.day::date
        ORDER BY calendar.day`,
    [businessId, now],
  );
}
