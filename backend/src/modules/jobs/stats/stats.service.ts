import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { COUNTED_JOB_STATUSES, fullName, type BusinessStats, type DailyJobCount, type StatsResponse, type WorkerStats } from '@repair-shop/contracts';
import { Clock } from '../../../common/clock/clock';
import { preparedQuery } from '../../../database/prepared-queries';
import type { WorkerEntity } from '../../workers/entities/worker.entity';
import { JobCounts, noJobsByStatus, type StatusCounts } from '../counts/job-counts';
import { JOB_COUNTED, SHOP_TIME_ZONE } from './job-figures';

/** The statistics' jobs per status: the cancelled ones are in no statistic. */
const countedOnly = (counts: StatusCounts): BusinessStats['jobsByStatus'] =>
  Object.fromEntries(COUNTED_JOB_STATUSES.map((status) => [status, counts[status]])) as BusinessStats['jobsByStatus'];

const DAYS = 30;

const roundHours = (value: string | null): number | null => (value === null ? null : Math.round(Number(value) * 10) / 10);

interface TotalsRow {
  /** Null on the shop's total row, a worker's id on theirs. */
  worker_id: string | null;
  job_count: number;
  completed_this_month: number;
  revenue: string;
  to_ready: string | null;
  to_completed: string | null;
}

type WorkerRow = Pick<WorkerEntity, 'id' | 'firstName' | 'lastName'>;

/**
 * Figures of a shop and of its workers, read from what is kept as jobs change: the status counts from
 * job_counts, the rest from each worker's few rows (see WorkerFigures), the jobs per day from the last
 * 30 days' jobs. None of it grows with the number of jobs the shop ever had, or with other shops.
 */
@Injectable()
export class StatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counts: JobCounts,
    private readonly clock: Clock,
  ) {}

  async forBusiness(businessId: string | null): Promise<StatsResponse> {
    const now = this.clock.now();
    if (!businessId) {
      const empty: BusinessStats = {
        jobsByStatus: countedOnly(noJobsByStatus()),
        jobsPerDay: await this.jobsPerDay(null, now),
        revenue: 0,
        averageHoursToReady: null,
        averageHoursToCompleted: null,
        warrantyReturns: 0,
      };
      return { business: empty, workers: [] };
    }
    const [jobsByStatus, totals, jobsPerDay, returns, workers] = await Promise.all([
      this.counts.forBusiness(businessId),
      this.totals(businessId, now),
      this.jobsPerDay(businessId, now),
      this.warrantyReturns(businessId),
      this.dataSource.query<WorkerRow[]>(
        `SELECT id, first_name AS "firstName", last_name AS "lastName" FROM workers WHERE business_id = $1 ORDER BY created_at, id`,
        [businessId],
      ),
    ]);
    const shop = totals.find((row) => row.worker_id === null);
    const byWorker = new Map(totals.filter((row) => row.worker_id !== null).map((row) => [row.worker_id, row]));
    const returnsOf = new Map(returns.map((row) => [row.workerId, row.count]));
    return {
      business: {
        jobsByStatus: countedOnly(jobsByStatus),
        jobsPerDay,
        revenue: Number(shop?.revenue ?? 0),
        averageHoursToReady: roundHours(shop?.to_ready ?? null),
        averageHoursToCompleted: roundHours(shop?.to_completed ?? null),
        warrantyReturns: returns.reduce((sum, row) => sum + row.count, 0),
      },
      workers: workers.map((worker): WorkerStats => {
        const row = byWorker.get(worker.id);
        return {
          workerId: worker.id,
          name: fullName(worker),
          jobCount: row?.job_count ?? 0,
          completedThisMonth: row?.completed_this_month ?? 0,
          averageTurnaroundHours: roundHours(row?.to_completed ?? null),
          warrantyReturns: returnsOf.get(worker.id) ?? 0,
        };
      }),
    };
  }

  /** Per worker, and in the row without a worker for the whole shop, summed over the slots. */
  private totals(businessId: string, now: Date): Promise<TotalsRow[]> {
    return preparedQuery<TotalsRow>(
      this.dataSource,
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

  /**
   * Warranty returns per worker whose repair came back (a cancelled return is none): the shop's returns
   * alone, from their partial index (jobs_business_warranty_idx), however many other jobs it has.
   */
  private warrantyReturns(businessId: string): Promise<{ workerId: string | null; count: number }[]> {
    return preparedQuery<{ workerId: string | null; count: number }>(
      this.dataSource,
      `SELECT warranty_worker_id AS "workerId", COUNT(*)::int AS count
         FROM jobs WHERE business_id = $1 AND warranty_of_job_id IS NOT NULL AND ${JOB_COUNTED}
        GROUP BY warranty_worker_id`,
      [businessId],
    );
  }

  /** Jobs received on each of the last 30 days (shop time; cancelled ones left out), oldest first, empty days included. */
  private jobsPerDay(businessId: string | null, now: Date): Promise<DailyJobCount[]> {
    return this.dataSource.query<DailyJobCount[]>(
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
}
