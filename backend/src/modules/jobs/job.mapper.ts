import {
  JOB_STATUS_LABELS,
  fullName,
  warrantyEndsAt,
  type HistoryAuthor,
  type JobMessageResponse,
  type JobResponse,
  type JobStatus,
} from '@repair-shop/contracts';
import type { JobEventEntity } from './entities/job-event.entity';
import type { JobEntity } from './entities/job.entity';
import type { WorkerEntity } from '../workers';

/** The fields of a job an answer shows, with its worker's name (loaded by the caller). */
export type JobView = Omit<
  JobEntity,
  'businessId' | 'clientPhoneKey' | 'readyAt' | 'completedAt' | 'lastActivityAt' | 'lastReadyAt' | 'worker'
> & {
  worker?: Pick<WorkerEntity, 'firstName' | 'lastName'>;
};

/** A money column as pg reads it (numeric arrives as text, exact), as the API's number. */
export function priceFromColumn(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/** The fields of a job its answer is made of, whatever holds them (a view, or a row as pg read it). */
export type JobAnswerFields = Pick<
  JobView,
  | 'id'
  | 'status'
  | 'clientName'
  | 'clientPhone'
  | 'deviceModel'
  | 'deviceImei'
  | 'deviceIdKind'
  | 'deviceCode'
  | 'workDescription'
  | 'workerId'
  | 'priority'
  | 'trackingToken'
  | 'createdAt'
  | 'updatedAt'
  | 'warrantyDays'
  | 'lastCompletedAt'
  | 'warrantyOfJobId'
  | 'cancelReason'
  | 'category'
  | 'categorySource'
>;

/** Needs the job's worker loaded, for assignedWorker. */
export function toJobResponse(job: JobView): JobResponse {
  return jobAnswer(job, job.estimatedPrice, job.worker ? fullName(job.worker) : '');
}

/**
 * A job's answer from its fields, its price and its worker's name, each field read once by name: a list
 * maps every row of its page with this, and copying a row into a view first cost more than the rest.
 */
export function jobAnswer(job: JobAnswerFields, estimatedPrice: number | null, assignedWorker: string): JobResponse {
  return {
    id: job.id,
    status: job.status,
    clientName: job.clientName,
    clientPhone: job.clientPhone,
    deviceModel: job.deviceModel,
    deviceImei: job.deviceImei,
    deviceIdKind: job.deviceIdKind,
    deviceCode: job.deviceCode,
    workDescription: job.workDescription,
    issueDescription: job.workDescription,
    workerId: job.workerId,
    assignedWorker,
    estimatedPrice,
    priority: job.priority,
    trackingToken: job.trackingToken,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    warrantyDays: job.warrantyDays,
    warrantyEndsAt: warrantyEndsAt(job.status, job.lastCompletedAt, job.warrantyDays),
    warrantyOfJobId: job.warrantyOfJobId,
    cancelReason: job.cancelReason,
    category: job.category,
    categorySource: job.categorySource,
  };
}

/** Entries a person writes; without an author they come from before authors were kept (see legacyAuthor). */
export const isPersonsEntry = (event: Pick<JobEventEntity, 'type'>): boolean =>
  event.type === 'status' || event.type === 'message';

/** `legacyAuthor`: who wrote the person's entries kept without an author (the shop's owner). */
export function toJobMessageResponse(
  event: JobEventEntity,
  legacyAuthor: HistoryAuthor | null = null,
): JobMessageResponse {
  const author =
    event.authorId && event.authorName !== null
      ? { id: event.authorId, name: event.authorName }
      : isPersonsEntry(event)
        ? legacyAuthor
        : null;
  return {
    id: event.id,
    message: event.message,
    createdAt: event.createdAt.toISOString(),
    type: event.type,
    status: event.status,
    author,
  };
}

/** The history line written when a job moves to a status (a cancellation says why; leaving one says so). */
export function statusChangeText(
  status: JobStatus,
  change: { isNewJob?: boolean; cancelReason?: string | null; reopened?: boolean } = {},
): string {
  if (change.isNewJob) return 'Puna u pranua.';
  if (status === 'cancelled') return `Puna u anulua. Arsyeja: ${change.cancelReason ?? ''}`;
  const line = `Statusi u ndryshua në «${JOB_STATUS_LABELS[status]}».`;
  return change.reopened ? `Puna u rihap. ${line}` : line;
}
