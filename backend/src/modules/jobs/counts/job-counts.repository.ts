import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { COUNTED_JOB_STATUSES, JOB_STATUSES, type JobStatus } from '@repair-shop/contracts';
import { preparedQuery } from '../../../database/prepared-queries';

/** How many slots a shop's count of one status is spread over (see the job_counts table). */
const SLOTS = 16;

export type StatusCounts = Record<JobStatus, number>;

export const noJobsByStatus = (): StatusCounts =>
  Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as StatusCounts;

/**
 * Jobs per status of each shop, kept as they change, so that a shop's totals cost a few rows whatever
 * its size. Each connection adds to its own slot, so jobs created at once do not wait on one row.
 */
@Injectable()
export class JobCounts {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Inside the caller's transaction; statuses in a fixed order, so concurrent changes cannot deadlock. */
  async add(manager: EntityManager, businessId: string, changes: Partial<StatusCounts>): Promise<void> {
    const entries = Object.entries(changes)
      .filter(([, delta]) => delta !== 0)
      .sort(([a], [b]) => a.localeCompare(b));
    if (entries.length === 0) return;
    await preparedQuery(
      manager,
      `INSERT INTO job_counts (business_id, status, slot, count)
       SELECT $1, change.status, pg_backend_pid() % ${SLOTS}, change.delta
         FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS change(status, delta, position)
        ORDER BY change.position
       ON CONFLICT (business_id, status, slot) DO UPDATE SET count = job_counts.count + EXCLUDED.count`,
      [businessId, entries.map(([status]) => status), entries.map(([, delta]) => delta)],
    );
  }

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
