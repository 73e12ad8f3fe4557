import type { DataSource, EntityManager } from 'typeorm';
import type { Currency, JobCategory } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import { SHOP_TIME_ZONE } from '../jobs';

/**
 * The shop's figures the "what changed" sentences compare, aggregated by PostgreSQL over date ranges of one shop's
 * indexes (jobs by creation and by first ready, payments by date). Week 0 is the last 7 days up to `now`, week k the
 * 7 days before week k − 1.
 */

const WEEK_SECONDS = 7 * 24 * 3600;

/** One value per week (0 = this week), for the weeks that have any. */
export type WeeklyValues = Map<number, number>;

async function weekly(db: DataSource | EntityManager, sql: string, params: unknown[]): Promise<WeeklyValues> {
  const rows = await preparedQuery<{ week: number; value: number }>(db, sql, params);
  return new Map(rows.map((row) => [row.week, row.value]));
}

const weekOf = (column: string) => `floor(EXTRACT(EPOCH FROM $2::timestamptz - ${column}) / ${WEEK_SECONDS})::int`;

/** Jobs received per week over `weeks` weeks. */
export function jobsInByWeek(db: DataSource | EntityManager, businessId: string, now: Date, weeks: number) {
  return weekly(
    db,
    `SELECT ${weekOf('created_at')} AS week, count(*)::float8 AS value FROM jobs
      WHERE business_id = $1 AND created_at > $2::timestamptz - make_interval(weeks => $3) AND created_at <= $2
      GROUP BY 1`,
    [businessId, now, weeks],
  );
}

/** Money taken per week (refunds taken off), repairs and counter sales alike. */
export function revenueByWeek(db: DataSource | EntityManager, businessId: string, now: Date, weeks: number) {
  return weekly(
    db,
    `SELECT ${weekOf('created_at')} AS week,
            SUM(CASE WHEN kind = 'refund' THEN -amount ELSE amount END)::float8 AS value
       FROM payments
      WHERE business_id = $1 AND created_at > $2::timestamptz - make_interval(weeks => $3) AND created_at <= $2
      GROUP BY 1`,
    [businessId, now, weeks],
  );
}

/** The median hours from intake to first ready of the jobs that became ready each week. */
export function repairHoursByWeek(db: DataSource | EntityManager, businessId: string, now: Date, weeks: number) {
  return weekly(
    db,
    `SELECT ${weekOf('ready_at')} AS week,
            (percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM ready_at - created_at)) / 3600)::float8 AS value
       FROM jobs
      WHERE business_id = $1 AND ready_at IS NOT NULL
        AND ready_at > $2::timestamptz - make_interval(weeks => $3) AND ready_at <= $2
      GROUP BY 1`,
    [businessId, now, weeks],
  );
}

/** Jobs received per day of the shop's calendar over the last `days` days: ISO weekday (1 = Monday) and count. */
export function jobsInByDay(
  db: DataSource | EntityManager,
  businessId: string,
  now: Date,
  days: number,
): Promise<{ day: string; weekday: number; jobs: number }[]> {
  return preparedQuery(
    db,
    `SELECT d::date::text AS day, EXTRACT(ISODOW FROM d)::int AS weekday, COALESCE(c.jobs, 0)::int AS jobs
       FROM generate_series((($2::timestamptz AT TIME ZONE '${SHOP_TIME_ZONE}')::date - ($3::int - 1)),
                            ($2::timestamptz AT TIME ZONE '${SHOP_TIME_ZONE}')::date, interval '1 day') AS d
       LEFT JOIN (SELECT (created_at AT TIME ZONE '${SHOP_TIME_ZONE}')::date AS day, count(*) AS jobs FROM jobs
                   WHERE business_id = $1 AND created_at > $2::timestamptz - make_interval(days => $3) AND created_at <= $2
                   GROUP BY 1) AS c ON c.day = d::date`,
    [businessId, now, days],
  );
}

/** Warranty returns against the jobs they are counted from, per group, in a recent window and the one before. */
export interface ReturnShares {
  key: string;
  name: string;
  recentReturns: number;
  recentJobs: number;
  earlierReturns: number;
  earlierJobs: number;
}

/**
 * Per category: returns received among the jobs received. Per worker: returns of the repairs the worker completed
 * (warranty_worker_id) among the jobs the worker completed. Windows: the last `recentDays` and the `earlierDays` before.
 */
export function returnsByCategory(
  db: DataSource | EntityManager,
  businessId: string,
  now: Date,
  recentDays: number,
  earlierDays: number,
): Promise<(Omit<ReturnShares, 'key'> & { key: JobCategory })[]> {
  return preparedQuery(
    db,
    `SELECT category AS key, category AS name,
            count(*) FILTER (WHERE recent AND warranty_of_job_id IS NOT NULL)::int AS "recentReturns",
            count(*) FILTER (WHERE recent)::int AS "recentJobs",
            count(*) FILTER (WHERE NOT recent AND warranty_of_job_id IS NOT NULL)::int AS "earlierReturns",
            count(*) FILTER (WHERE NOT recent)::int AS "earlierJobs"
       FROM (SELECT category, warranty_of_job_id, created_at > $2::timestamptz - make_interval(days => $3) AS recent
               FROM jobs WHERE business_id = $1 AND created_at <= $2
                AND created_at > $2::timestamptz - make_interval(days => $3 + $4)) AS j
      GROUP BY category`,
    [businessId, now, recentDays, earlierDays],
  );
}

export function returnsByWorker(
  db: DataSource | EntityManager,
  businessId: string,
  now: Date,
  recentDays: number,
  earlierDays: number,
): Promise<ReturnShares[]> {
  return preparedQuery(
    db,
    `SELECT w.id AS key, w.first_name || ' ' || w.last_name AS name,
            COALESCE(r."recentReturns", 0)::int AS "recentReturns", COALESCE(c."recentJobs", 0)::int AS "recentJobs",
            COALESCE(r."earlierReturns", 0)::int AS "earlierReturns", COALESCE(c."earlierJobs", 0)::int AS "earlierJobs"
       FROM workers w
       LEFT JOIN (SELECT warranty_worker_id AS id,
                         count(*) FILTER (WHERE created_at > $2::timestamptz - make_interval(days => $3)) AS "recentReturns",
                         count(*) FILTER (WHERE created_at <= $2::timestamptz - make_interval(days => $3)) AS "earlierReturns"
                    FROM jobs WHERE business_id = $1 AND warranty_worker_id IS NOT NULL AND created_at <= $2
                     AND created_at > $2::timestamptz - make_interval(days => $3 + $4)
                   GROUP BY 1) AS r ON r.id = w.id
       LEFT JOIN (SELECT COALESCE(completed_by_worker_id, worker_id) AS id,
                         count(*) FILTER (WHERE last_completed_at > $2::timestamptz - make_interval(days => $3)) AS "recentJobs",
                         count(*) FILTER (WHERE last_completed_at <= $2::timestamptz - make_interval(days => $3)) AS "earlierJobs"
                    FROM jobs WHERE business_id = $1 AND last_completed_at IS NOT NULL AND last_completed_at <= $2
                     AND last_completed_at > $2::timestamptz - make_interval(days => $3 + $4)
                   GROUP BY 1) AS c ON c.id = w.id
      WHERE w.business_id = $1 AND r.id IS NOT NULL`,
    [businessId, now, recentDays, earlierDays],
  );
}

/** The shop's currency, for the revenue sentence. */
export async function shopCurrency(db: DataSource | EntityManager, businessId: string): Promise<Currency> {
  const [row] = await preparedQuery<{ currency: Currency }>(db, `SELECT currency FROM businesses WHERE id = $1`, [
    businessId,
  ]);
  return row?.currency ?? 'EUR';
}
