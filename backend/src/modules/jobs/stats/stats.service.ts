import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JOB_STATUSES, type BusinessStats, type JobStatus, type StatsResponse, type WorkerStats } from '@repair-shop/contracts';
import { Clock } from '../../../common/clock/clock';
import { BusinessService } from '../../business/business.service';

/** Kosovo, Albania and North Macedonia share Central European Time: days and months are counted in it. */
export const SHOP_TIME_ZONE = 'Europe/Belgrade';
const DAYS = 30;

const roundHours = (value: string | number | null): number | null => (value === null ? null : Math.round(Number(value) * 10) / 10);

const noJobsByStatus = (): Record<JobStatus, number> =>
  Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as Record<JobStatus, number>;

/** When each job first reached a status, from its history. */
const FIRST_REACHED = (status: JobStatus) =>
  `SELECT job_id, MIN(created_at) AS reached_at FROM job_events WHERE type = 'status' AND status = '${status}' GROUP BY job_id`;

/** Figures of a shop and of its workers, computed from the jobs and their status history. */
@Injectable()
export class StatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly business: BusinessService,
    private readonly clock: Clock,
  ) {}

  async forOwner(ownerId: string): Promise<StatsResponse> {
    const businessId = await this.business.findIdForOwner(ownerId);
    const now = this.clock.now();
    if (!businessId) return { business: await this.emptyBusiness(now), workers: [] };
    return { business: await this.businessStats(businessId, now), workers: await this.workerStats(businessId, now) };
  }

  private async businessStats(businessId: string, now: Date): Promise<BusinessStats> {
    const byStatus: { status: JobStatus; count: number }[] = await this.dataSource.query(
      `SELECT status, COUNT(*)::int AS count FROM jobs WHERE business_id = $1 GROUP BY status`,
      [businessId],
    );
    const [totals]: { revenue: string; to_ready: string | null; to_completed: string | null }[] = await this.dataSource.query(
      `SELECT
         (SELECT COALESCE(SUM(estimated_price), 0) FROM jobs WHERE business_id = $1 AND status = 'completed') AS revenue,
         (SELECT AVG(EXTRACT(EPOCH FROM (r.reached_at - j.created_at))) / 3600
            FROM jobs j JOIN (${FIRST_REACHED('ready')}) r ON r.job_id = j.id WHERE j.business_id = $1) AS to_ready,
         (SELECT AVG(EXTRACT(EPOCH FROM (c.reached_at - j.created_at))) / 3600
            FROM jobs j JOIN (${FIRST_REACHED('completed')}) c ON c.job_id = j.id WHERE j.business_id = $1) AS to_completed`,
      [businessId],
    );
    const jobsByStatus = noJobsByStatus();
    for (const row of byStatus) jobsByStatus[row.status] = row.count;
    return {
      jobsByStatus,
      jobsPerDay: await this.jobsPerDay(businessId, now),
      revenue: Number(totals?.revenue ?? 0),
      averageHoursToReady: roundHours(totals?.to_ready ?? null),
      averageHoursToCompleted: roundHours(totals?.to_completed ?? null),
    };
  }

  private async jobsPerDay(businessId: string | null, now: Date): Promise<{ date: string; count: number }[]> {
    return this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date, COALESCE(per_day.count, 0)::int AS count
         FROM generate_series(
           ($2::timestamptz AT TIME ZONE '${SHOP_TIME_ZONE}')::date - ${DAYS - 1},
           ($2::timestamptz AT TIME ZONE '${SHOP_TIME_ZONE}')::date,
           interval '1 day') AS day
         LEFT JOIN (
           SELECT (created_at AT TIME ZONE '${SHOP_TIME_ZONE}')::date AS date, COUNT(*) AS count
             FROM jobs WHERE business_id = $1 GROUP BY 1
         ) AS per_day ON per_day.date = day::date
         ORDER BY day`,
      [businessId, now],
    );
  }

  private async workerStats(businessId: string, now: Date): Promise<WorkerStats[]> {
    const rows: {
      id: string;
      first_name: string;
      last_name: string;
      job_count: number;
      completed_this_month: number;
      turnaround: string | null;
    }[] = await this.dataSource.query(
      `SELECT w.id, w.first_name, w.last_name,
              COUNT(j.id)::int AS job_count,
              COUNT(j.id) FILTER (
                WHERE j.status = 'completed'
                  AND last_done.at >= (date_trunc('month', $2::timestamptz AT TIME ZONE '${SHOP_TIME_ZONE}') AT TIME ZONE '${SHOP_TIME_ZONE}')
              )::int AS completed_this_month,
              AVG(EXTRACT(EPOCH FROM (first_done.reached_at - j.created_at))) / 3600 AS turnaround
         FROM workers w
         LEFT JOIN jobs j ON j.worker_id = w.id
         LEFT JOIN (${FIRST_REACHED('completed')}) first_done ON first_done.job_id = j.id
         LEFT JOIN (
           SELECT job_id, MAX(created_at) AS at FROM job_events WHERE type = 'status' AND status = 'completed' GROUP BY job_id
         ) last_done ON last_done.job_id = j.id
        WHERE w.business_id = $1
        GROUP BY w.id
        ORDER BY w.created_at, w.id`,
      [businessId, now],
    );
    return rows.map((row) => ({
      workerId: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      jobCount: row.job_count,
      completedThisMonth: row.completed_this_month,
      averageTurnaroundHours: roundHours(row.turnaround),
    }));
  }

  private async emptyBusiness(now: Date): Promise<BusinessStats> {
    return {
      jobsByStatus: noJobsByStatus(),
      jobsPerDay: await this.jobsPerDay(null, now),
      revenue: 0,
      averageHoursToReady: null,
      averageHoursToCompleted: null,
    };
  }
}
