import type { EntityManager } from 'typeorm';
import type { JobHistoryType, JobStatus } from '@repair-shop/contracts';
import { JobEventEntity } from './entities/job-event.entity';

export interface NewJobEvent {
  jobId: string;
  type: JobHistoryType;
  message: string;
  /** The status the job moved to, for a status event. */
  status?: JobStatus | null;
  createdAt: Date;
}

/** Adds a line to a job's history, inside the caller's transaction. */
export async function appendJobEvent(manager: EntityManager, event: NewJobEvent): Promise<JobEventEntity> {
  const entity = manager.create(JobEventEntity, { ...event, status: event.status ?? null });
  await manager.insert(JobEventEntity, entity);
  return entity;
}
