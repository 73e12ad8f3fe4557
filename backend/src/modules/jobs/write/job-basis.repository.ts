import type { EntityManager } from 'typeorm';
import type { JobCategory, JobStatus } from '@repair-shop/contracts';
import { preparedQuery } from '../../../database/prepared-queries';
import { JOB_IN_SCOPE } from '../job-scope.repository';
import { JOB_CLIENT_COLUMNS } from '../jobs.repository';
import { JOB_COMPLETER_COLUMN, JOB_FIGURES_COLUMNS } from '../stats/job-figures';
import type { JobFigures } from '../counts/kept-figures.repository';

/**
 * What the kept figures and the SMS outbox read of a job: its status, its client's row (name, phone,
 * what it is worth), what it adds to its worker's figures, and what a status SMS says of it. Read under
 * the job's lock before a change and again after it: the writer updates exactly what differs.
 */
export interface JobBasis {
  id: string;
  businessId: string;
  status: JobStatus;
  clientName: string;
  clientPhone: string;
  deviceModel: string;
  /** What the shop's history predicts from (insights), with deviceModel. */
  category: JobCategory;
  trackingToken: string;
  estimatedPrice: number | null;
  /** Labour and parts at their sale prices, exact (pg's numeric text). */
  worth: string;
  figures: JobFigures;
}

type BasisRow = Omit<JobBasis, 'figures' | 'estimatedPrice'> & JobFigures & { estimatedPrice: string | null };

/**
 * How a job is locked: FOR UPDATE by the writer, whose work may delete the row; FOR NO KEY UPDATE by whoever only
 * adds to what belongs to the job (the SMS sender's history line), so that other writers' inserts of the job's
 * children (which take KEY SHARE on it) pass instead of waiting on it and deadlocking.
 */
export type JobLockStrength = 'FOR UPDATE' | 'FOR NO KEY UPDATE';

const basisSql = (where: string, lock: JobLockStrength | null) => `
  SELECT f.id, f."businessId", f.status, f."clientName", f."clientPhone", f."deviceModel", f.category, f."trackingToken",
         f."estimatedPrice", f.worth::text, f.worker_id, f.counted_jobs, f.revenue::text, f.ready_ms::text, f.ready_jobs,
         f.completed_ms::text, f.completed_jobs, f.completed_month::text, f.completer_id
    FROM (SELECT ${JOB_CLIENT_COLUMNS}, status, category, COALESCE(estimated_price, 0) + parts_sale AS worth,
                 ${JOB_FIGURES_COLUMNS}, ${JOB_COMPLETER_COLUMN}
            FROM jobs j WHERE ${where}${lock ? ` ${lock}` : ''}) AS f`;

function toBasis(row: BasisRow | undefined): JobBasis | null {
  if (!row) return null;
  const {
    worker_id,
    counted_jobs,
    revenue,
    ready_ms,
    ready_jobs,
    completed_ms,
    completed_jobs,
    completed_month,
    completer_id,
    estimatedPrice,
    ...job
  } = row;
  return {
    ...job,
    estimatedPrice: estimatedPrice === null ? null : Number(estimatedPrice),
    figures: {
      worker_id,
      counted_jobs,
      revenue,
      ready_ms,
      ready_jobs,
      completed_ms,
      completed_jobs,
      completed_month,
      completer_id,
    },
  };
}

/**
 * Where the job to lock is found: by id in the caller's scope, by its tracking token (the client's page),
 * or by id alone (the SMS sender, a background task of no shop, writing a message's outcome in its history).
 */
export type JobKey =
  { jobId: string; businessId: string; onlyWorkerId: string | null } | { trackingToken: string } | { jobId: string };

/** Each lock's statements, built once: a text built on every call is hashed again to find its prepared statement. */
const lockedBasisSql = (where: string): Record<JobLockStrength, string> => ({
  'FOR UPDATE': basisSql(where, 'FOR UPDATE'),
  'FOR NO KEY UPDATE': basisSql(where, 'FOR NO KEY UPDATE'),
});
const BASIS_BY_TOKEN = lockedBasisSql('tracking_token = $1');
const BASIS_IN_SCOPE = lockedBasisSql(JOB_IN_SCOPE);
const BASIS_BY_ID = lockedBasisSql('id = $1');
const UNLOCKED_BASIS_BY_ID = basisSql('id = $1', null);

/**
 * The one lock of a job: locks its row (FOR UPDATE, until the transaction ends) and reads its basis; null
 * when there is none in that scope. Whoever writes to a job or what belongs to it takes this lock first.
 */
export async function lockJobBasis(
  manager: EntityManager,
  key: JobKey,
  strength: JobLockStrength = 'FOR UPDATE',
): Promise<JobBasis | null> {
  const [row] =
    'trackingToken' in key
      ? await preparedQuery<BasisRow>(manager, BASIS_BY_TOKEN[strength], [key.trackingToken])
      : 'businessId' in key
        ? await preparedQuery<BasisRow>(manager, BASIS_IN_SCOPE[strength], [
            key.jobId,
            key.businessId,
            key.onlyWorkerId,
          ])
        : await preparedQuery<BasisRow>(manager, BASIS_BY_ID[strength], [key.jobId]);
  return toBasis(row);
}

/** The job's basis as the change left it (null: the change deleted it); the caller holds its lock. */
export async function jobBasis(manager: EntityManager, jobId: string): Promise<JobBasis | null> {
  const [row] = await preparedQuery<BasisRow>(manager, UNLOCKED_BASIS_BY_ID, [jobId]);
  return toBasis(row);
}

/** How many of these jobs have each status, and their clients' phones (an import's new jobs). */
export async function statusesAndPhonesOf(
  manager: EntityManager,
  jobIds: string[],
): Promise<{ status: JobStatus; count: number; phones: string[] }[]> {
  return preparedQuery<{ status: JobStatus; count: number; phones: string[] }>(
    manager,
    `SELECT status, COUNT(*)::int AS count, array_agg(DISTINCT client_phone) AS phones
       FROM jobs WHERE id = ANY($1::uuid[]) GROUP BY status ORDER BY status`,
    [jobIds],
  );
}
