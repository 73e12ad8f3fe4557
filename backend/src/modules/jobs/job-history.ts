import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { JobHistoryType, JobStatus } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import type { JobEventEntity } from './entities/job-event.entity';

export interface NewJobEvent {
  jobId: string;
  type: JobHistoryType;
  message: string;
  /** The status the job moved to, for a status event. */
  status?: JobStatus | null;
  createdAt: Date;
}

/** Adds a line to a job's history, inside the caller's transaction (or alone, with the data source's manager). */
export async function appendJobEvent(manager: EntityManager, event: NewJobEvent): Promise<JobEventEntity> {
  const entity: JobEventEntity = { ...event, id: randomUUID(), seq: '', status: event.status ?? null };
  const [row] = await preparedQuery<{ seq: string }>(
    manager,
    `INSERT INTO job_events (id, job_id, type, status, message, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING seq`,
    [entity.id, entity.jobId, entity.type, entity.status, entity.message, entity.createdAt],
  );
  entity.seq = row?.seq ?? '';
  return entity;
}
