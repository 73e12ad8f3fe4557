import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { HistoryAuthor, JobHistoryType, JobStatus } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import { JobEventEntity } from './entities/job-event.entity';
import { authorOf } from './job-history';

/** The SQL of a job's history (job_events): its lines, written in the job's unit of work. */

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
    [
      entity.id,
      entity.jobId,
      entity.type,
      entity.status,
      entity.message,
      entity.createdAt,
      entity.authorId,
      entity.authorName,
    ],
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

/** A job's history, oldest first; the caller has checked the job is in its scope. */
export function eventsOfJob(db: DataSource | EntityManager, jobId: string): Promise<JobEventEntity[]> {
  return db.getRepository(JobEventEntity).find({ where: { jobId }, order: { seq: 'ASC' } });
}
