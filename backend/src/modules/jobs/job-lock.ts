import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../database/prepared-queries';
import type { JobScope } from './job-history';
import { JobNotFoundException } from './jobs.exceptions';

/**
 * Locks a job of the caller's scope until the transaction ends, so that what is written about it (a
 * payment, a part used) is checked against what the other writers left. Another shop's job, or another
 * worker's for a technician kept to their own, is 404.
 */
export async function lockJobInScope(manager: EntityManager, { businessId, onlyWorkerId }: JobScope, jobId: string): Promise<{ id: string; businessId: string }> {
  if (!businessId) throw new JobNotFoundException();
  const [row] = await preparedQuery<{ id: string }>(
    manager,
    `SELECT id FROM jobs WHERE id = $1 AND business_id = $2 AND ($3::uuid IS NULL OR worker_id = $3) FOR UPDATE`,
    [jobId, businessId, onlyWorkerId],
  );
  if (!row) throw new JobNotFoundException();
  return { id: row.id, businessId };
}
