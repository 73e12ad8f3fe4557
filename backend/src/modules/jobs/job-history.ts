import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { fullName, type HistoryAuthor, type JobHistoryType, type JobStatus } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import type { ShopAccount } from '../auth/authenticated-user';
import type { JobEventEntity } from './entities/job-event.entity';

export interface NewJobEvent {
  jobId: string;
  type: JobHistoryType;
  message: string;
  /** The status the job moved to, for a status event. */
  status?: JobStatus | null;
  createdAt: Date;
  /** Who did it; null for the system (an SMS outcome). Required, so that no caller forgets to say. */
  author: HistoryAuthor | null;
}

/**
 * Adds a line to a job's history, inside the caller's transaction (or alone, with the data source's manager),
 * and keeps the job's last_activity_at: a job in process with no line for days needs attention.
 */
export async function appendJobEvent(manager: EntityManager, event: NewJobEvent): Promise<JobEventEntity> {
  const { author, ...fields } = event;
  const entity: JobEventEntity = {
    ...fields,
    id: randomUUID(),
    seq: '',
    status: event.status ?? null,
    authorId: author?.id ?? null,
    authorName: author?.name ?? null,
  };
  const [row] = await preparedQuery<{ seq: string }>(
    manager,
    `WITH touched AS (UPDATE jobs SET last_activity_at = $6 WHERE id = $2 AND last_activity_at < $6)
     INSERT INTO job_events (id, job_id, type, status, message, created_at, author_id, author_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING seq`,
    [entity.id, entity.jobId, entity.type, entity.status, entity.message, entity.createdAt, entity.authorId, entity.authorName],
  );
  entity.seq = row?.seq ?? '';
  return entity;
}

/**
 * Who wrote a shop's status changes and messages from before staff logins: its owner, then the only
 * account that could log in (those entries were kept without an author).
 */
export async function legacyAuthor(manager: EntityManager, businessId: string): Promise<HistoryAuthor | null> {
  const [owner] = await preparedQuery<{ id: string; firstName: string; lastName: string }>(
    manager,
    `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName" FROM businesses b JOIN users u ON u.id = b.owner_id WHERE b.id = $1`,
    [businessId],
  );
  return owner ? authorOf(owner) : null;
}

/** How an account signs what it writes in a job's history. */
const authorOf = (account: { id: string; firstName: string; lastName: string }): HistoryAuthor => ({ id: account.id, name: fullName(account) });

/** The jobs an account may see: its shop's, or only its own worker's (a technician kept to their jobs). */
export interface JobScope {
  businessId: string | null;
  onlyWorkerId: string | null;
}

/** Who is changing a job: the scope it must be in, the name every change is signed with, and their worker. */
export interface JobActor extends JobScope {
  author: HistoryAuthor;
  /** A staff account's own worker (credited with the jobs it completes); null for the owner. */
  authorWorkerId: string | null;
}

type JobAccount = Pick<ShopAccount, 'id' | 'firstName' | 'lastName' | 'businessId' | 'jobsLimitedToWorker' | 'workerId'>;

export function jobScopeOf(account: JobAccount): JobScope {
  return { businessId: account.businessId, onlyWorkerId: account.jobsLimitedToWorker };
}

export function jobActorOf(account: JobAccount): JobActor {
  return {
    ...jobScopeOf(account),
    author: authorOf(account),
    authorWorkerId: account.workerId,
  };
}
