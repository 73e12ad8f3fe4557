import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  COUNTED_JOB_STATUSES,
  fullName,
  type BusinessStats,
  type StatsResponse,
  type WorkerStats,
} from '@repair-shop/contracts';
import { Clock } from '../../../common/clock/clock';
import { JobCounts, noJobsByStatus, type StatusCounts } from '../counts/job-counts.repository';
import { jobCountsPerDay, warrantyReturnsPerWorker, workersOfShop } from './job-stats.repository';
import { WorkerFigures } from './worker-figures.repository';

/** The statistics' jobs per status: the cancelled ones are in no statistic. */
const countedOnly = (counts: StatusCounts): BusinessStats['jobsByStatus'] =>
  Object.fromEntries(COUNTED_JOB_STATUSES.map((status) => [status, counts[status]])) as BusinessStats['jobsByStatus'];

const roundHours = (value: string | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

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
    private readonly workerFigures: WorkerFigures,
    private readonly clock: Clock,
  ) {}

  async forBusiness(businessId: string | null): Promise<StatsResponse> {
    const now = this.clock.now();
    if (!businessId) {
      const empty: BusinessStats = {
        jobsByStatus: countedOnly(noJobsByStatus()),
        jobsPerDay: await jobCountsPerDay(this.dataSource, null, now),
        revenue: 0,
        averageHoursToReady: null,
        averageHoursToCompleted: null,
        warrantyReturns: 0,
      };
      return { business: empty, workers: [] };
    }
    const [jobsByStatus, totals, jobsPerDay, returns, workers] = await Promise.all([
      this.counts.forBusiness(businessId),
      this.workerFigures.totals(this.dataSource, businessId, now),
      jobCountsPerDay(this.dataSource, businessId, now),
      warrantyReturnsPerWorker(this.dataSource, businessId),
      workersOfShop(this.dataSource, businessId),
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
}
