import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { COUNTED_JOB_STATUSES, JOB_STATUSES, type JobStatus } from '@repair-shop/contracts';
import { preparedQuery } from '../../../database/prepared-queries';

export type StatusCounts = Record<JobStatus, number>;

export const noJobsByStatus = (): StatusCounts =>
  Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as StatusCounts;

/**
 * Jobs per status of each shop, read from the few rows the job writer keeps as they change (KeptFigures), so
 * that a shop's totals cost a few rows whatever its size.
 */
@Injectable()
export class JobCounts {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forBusiness(businessId: string): Promise<StatusCounts> {
    const rows = await preparedQuery<{ status: JobStatus; count: number }>(
      this.dataSource,
      `SELECT status, SUM(count)::int AS count FROM job_counts WHERE business_id = $1 GROUP BY status`,
      [businessId],
    );
    const counts = noJobsByStatus();
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }
}

/** The jobs that count: every status but the cancelled ones. */
export function totalOf(counts: StatusCounts): number {
  return COUNTED_JOB_STATUSES.reduce((sum, status) => sum + counts[status], 0);
}
