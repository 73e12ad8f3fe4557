import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../database/prepared-queries';
import type { JobScope } from './job-history';
import { JobNotFoundException } from './jobs.exceptions';

/**
 * The job $1 of the shop $2, and of the worker $3 when the caller is kept to their own jobs: what every
 * read or change of one job checks, so that another shop's (or another worker's) is simply not found.
 * A change locks the job through the JobWriter (write/job-writer.ts), which finds it with this too.
 */
export const JOB_IN_SCOPE = 'id = $1 AND business_id = $2 AND ($3::uuid IS NULL OR worker_id = $3)';

/** Checks that the job is in the caller's scope (404 otherwise), for reading what belongs to it. */
export async function findJobInScope(
  db: DataSource | EntityManager,
  { businessId, onlyWorkerId }: JobScope,
  jobId: string,
): Promise<{ id: string; businessId: string }> {
  if (!businessId) throw new JobNotFoundException();
  const [row] = await preparedQuery<{ id: string }>(db, `SELECT id FROM jobs WHERE ${JOB_IN_SCOPE}`, [
    jobId,
    businessId,
    onlyWorkerId,
  ]);
  if (!row) throw new JobNotFoundException();
  return { id: row.id, businessId };
}
