import type { DataSource, EntityManager } from 'typeorm';
import type { Currency } from '@repair-shop/contracts';
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

/** The last `recentDays` before `now`, compared with the `earlierDays` before them. */
export interface ReturnWindow {
  now: Date;
  recentDays: number;
  earlierDays: number;
}

/**
 * Warranty returns received (jobs_business_warranty_idx: a shop's returns only) against the jobs that became ready
 * (jobs_ready_idx, index only), per category or per worker (the return's original worker, the ready job's worker),
 * in the last `recentDays` and the `earlierDays` before. Only groups with a return are answered.
 */
function returnsBy(
  db: DataSource | EntityManager,
  group: { returns: string; finished: string },
  businessId: string,
  { now, recentDays, earlierDays }: ReturnWindow,
): Promise<{ key: string; recentReturns: number; recentJobs: number; earlierReturns: number; earlierJobs: number }[]> {
  const recent = `$2::timestamptz - make_interval(days => $3)`;
  const since = `$2::timestamptz - make_interval(days => $3 + $4)`;
  return preparedQuery(
    db,
    `SELECT r.key, r.recent AS "recentReturns", COALESCE(f.recent, 0)::int AS "recentJobs",
            r.earlier AS "earlierReturns", COALESCE(f.earlier, 0)::int AS "earlierJobs"
       FROM (SELECT ${group.returns} AS key, count(*) FILTER (WHERE created_at > ${recent})::int AS recent,
                    count(*) FILTER (WHERE created_at <= ${recent})::int AS earlier
               FROM jobs WHERE business_id = $1 AND warranty_of_job_id IS NOT NULL
                AND created_at <= $2 AND created_at > ${since}
              GROUP BY 1) AS r
       LEFT JOIN (SELECT ${group.finished} AS key, count(*) FILTER (WHERE ready_at > ${recent}) AS recent,
                         count(*) FILTER (WHERE ready_at <= ${recent}) AS earlier
                    FROM jobs WHERE business_id = $1 AND ready_at IS NOT NULL AND ready_at <= $2 AND ready_at > ${since}
                   GROUP BY 1) AS f ON f.key = r.key
      WHERE r.key IS NOT NULL`,
    [businessId, now, recentDays, earlierDays],
  );
}

/** Per category: the shop's warranty returns against its repairs finished. */
export async function returnsByCategory(
  db: DataSource | EntityManager,
  businessId: string,
  window: ReturnWindow,
): Promise<ReturnShares[]> {
  const rows = await returnsBy(db, { returns: 'category', finished: 'category' }, businessId, window);
  return rows.map((row) => ({ ...row, name: row.key }));
}

/** Per worker: the returns of the repairs the worker completed against the repairs the worker finished. */
export async function returnsByWorker(
  db: DataSource | EntityManager,
  businessId: string,
  window: ReturnWindow,
): Promise<ReturnShares[]> {
  const rows = await returnsBy(
    db,
    { returns: 'warranty_worker_id::text', finished: 'worker_id::text' },
    businessId,
    window,
  );
  if (rows.length === 0) return [];
  const names = await preparedQuery<{ id: string; name: string }>(
    db,
    `SELECT id::text, first_name || ' ' || last_name AS name FROM workers WHERE business_id = $1 AND id = ANY($2::uuid[])`,
    [businessId, rows.map((row) => row.key)],
  );
  const nameOf = new Map(names.map((worker) => [worker.id, worker.name]));
  return rows.flatMap((row) => {
    const name = nameOf.get(row.key);
    return name ? [{ ...row, name }] : [];
  });
}

/** The shop's currency, for the revenue sentence. */
export async function shopCurrency(db: DataSource | EntityManager, businessId: string): Promise<Currency> {
  const [row] = await preparedQuery<{ currency: Currency }>(db, `SELECT currency FROM businesses WHERE id = $1`, [
    businessId,
  ]);
  return row?.currency ?? 'EUR';
}
