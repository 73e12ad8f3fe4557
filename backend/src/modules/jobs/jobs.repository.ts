import type { DataSource, EntityManager } from 'typeorm';
import type {
  Currency,
  DeviceIdKind,
  JobCategory,
  JobCategorySource,
  JobPriority,
  JobStatus,
} from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import type { WorkerEntity } from '../workers';
import { JobEntity } from './entities/job.entity';
import type { JobScope } from './job-history';
import { JOB_IN_SCOPE } from './job-scope.repository';
import { priceFromColumn } from './job.mapper';

/**
 * The jobs table's SQL for the jobs module: the columns a job is answered with (written once, here), the
 * job of a scope, its insert, its status move and its edit. The one write path (write/job-writer.ts)
 * locks the job; these run inside its unit of work, or alone for a read.
 */

/**
 * A job's columns a message to its client is written from (the sms module's MessageJob, the estimated
 * price as pg's numeric text), over `jobs j`: the writer's basis, an estimate, a reminder, the waiting list.
 */
export const JOB_CLIENT_COLUMNS = `j.id, j.business_id AS "businessId", j.client_name AS "clientName",
  j.client_phone AS "clientPhone", j.device_model AS "deviceModel", j.tracking_token AS "trackingToken",
  j.estimated_price AS "estimatedPrice"`;

/** The columns of a job as its answers show it, over `jobs j JOIN workers w` (the list, the detail, a change). */
export const JOB_VIEW_COLUMNS = `j.id, j.status, j.client_name AS "clientName", j.client_phone AS "clientPhone",
  j.device_model AS "deviceModel", j.device_imei AS "deviceImei", j.device_code AS "deviceCode",
  j.work_description AS "workDescription", j.worker_id AS "workerId", j.estimated_price AS "estimatedPrice", j.priority,
  j.tracking_token AS "trackingToken", j.created_at AS "createdAt", j.updated_at AS "updatedAt",
  j.device_id_kind AS "deviceIdKind", j.last_completed_at AS "lastCompletedAt", j.warranty_days AS "warrantyDays",
  j.warranty_of_job_id AS "warrantyOfJobId", j.cancel_reason AS "cancelReason", j.category,
  j.category_source AS "categorySource", j.device_family AS "deviceFamily",
  w.first_name AS "workerFirstName", w.last_name AS "workerLastName"`;

/** A row of JOB_VIEW_COLUMNS (numeric as pg's exact text). */
export interface JobViewRow {
  id: string;
  status: JobStatus;
  clientName: string;
  clientPhone: string;
  deviceModel: string;
  deviceImei: string;
  deviceCode: string;
  workDescription: string;
  workerId: string;
  estimatedPrice: string | null;
  priority: JobPriority;
  trackingToken: string;
  createdAt: Date;
  updatedAt: Date;
  deviceIdKind: DeviceIdKind;
  lastCompletedAt: Date | null;
  warrantyDays: number;
  warrantyOfJobId: string | null;
  cancelReason: string | null;
  category: JobCategory;
  categorySource: JobCategorySource;
  deviceFamily: string;
  workerFirstName: string;
  workerLastName: string;
}

type Worker = Pick<WorkerEntity, 'firstName' | 'lastName'>;

/** A row of JOB_VIEW_COLUMNS (and any more columns) as the job it describes, its worker's name beside it. */
export function toJobView<Row extends JobViewRow>(
  row: Row,
): Omit<Row, 'workerFirstName' | 'workerLastName' | 'estimatedPrice'> & {
  estimatedPrice: number | null;
  worker: Worker;
} {
  const { workerFirstName, workerLastName, estimatedPrice, ...job } = row;
  return {
    ...job,
    estimatedPrice: priceFromColumn(estimatedPrice),
    worker: { firstName: workerFirstName, lastName: workerLastName },
  };
}

/** A job of the caller's scope as a change or the detail reads it: its columns, its worker's name, its shop's currency. */
export type OwnedJob = Omit<JobEntity, 'worker' | 'lastActivityAt' | 'lastReadyAt'> & {
  worker: Worker;
  currency: Currency;
};

type OwnedJobRow = JobViewRow &
  Pick<OwnedJob, 'businessId' | 'clientPhoneKey' | 'readyAt' | 'completedAt' | 'currency'>;

/**
 * The job of the scope, or null (another shop's, or another worker's for a technician kept to their own
 * jobs). The job is matched alone, then its worker joined: matching the join would re-check a job given to
 * another worker meanwhile against its former worker, and miss it.
 */
export async function findOwnedJob(
  db: DataSource | EntityManager,
  { businessId, onlyWorkerId }: JobScope,
  jobId: string,
): Promise<OwnedJob | null> {
  if (!businessId) return null;
  const [row] = await preparedQuery<OwnedJobRow>(
    db,
    `SELECT ${JOB_VIEW_COLUMNS}, j.business_id AS "businessId", j.client_phone_key AS "clientPhoneKey",
            j.ready_at AS "readyAt", j.completed_at AS "completedAt", b.currency
       FROM (SELECT * FROM jobs WHERE ${JOB_IN_SCOPE}) AS j
       JOIN workers w ON w.id = j.worker_id
       JOIN businesses b ON b.id = j.business_id`,
    [jobId, businessId, onlyWorkerId],
  );
  return row ? toJobView(row) : null;
}

/** What a new job's insert takes beside the job: the warranty days asked for (null: the shop's) and the job it returns. */
export interface NewJobExtras {
  warrantyDays: number | null;
  warrantyOf: { id: string; completerId: string } | null;
}

/** Inserts a new job; answers its warranty days (the shop's default when none was asked for, read in the same statement). */
export async function insertJob(
  manager: EntityManager,
  job: JobEntity,
  { warrantyDays, warrantyOf }: NewJobExtras,
): Promise<number | undefined> {
  const [inserted] = await preparedQuery<{ warrantyDays: number }>(
    manager,
    `INSERT INTO jobs (id, business_id, worker_id, status, client_name, client_phone, device_model, device_imei, device_code,
                       work_description, estimated_price, priority, tracking_token, created_at, updated_at,
                       device_id_kind, warranty_days, warranty_of_job_id, warranty_worker_id, last_activity_at,
                       category, category_source, device_family)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, COALESCE($16, b.warranty_days), $17, $18, $14,
            $19, $20, $21
       FROM businesses b WHERE b.id = $2
     RETURNING warranty_days AS "warrantyDays"`,
    [
      job.id,
      job.businessId,
      job.workerId,
      job.status,
      job.clientName,
      job.clientPhone,
      job.deviceModel,
      job.deviceImei,
      job.deviceCode,
      job.workDescription,
      job.estimatedPrice,
      job.priority,
      job.trackingToken,
      job.createdAt,
      job.deviceIdKind,
      warrantyDays,
      warrantyOf?.id ?? null,
      warrantyOf?.completerId ?? null,
      job.category,
      job.categorySource,
      job.deviceFamily,
    ],
  );
  return inserted?.warrantyDays;
}

/** Writes the fields of an edit (the job's own columns, as the entity names them). */
export async function updateJobFields(
  manager: EntityManager,
  jobId: string,
  changes: Partial<JobEntity>,
): Promise<void> {
  await manager.update(JobEntity, { id: jobId }, changes);
}

/**
 * Sets the status, and what the statistics read: when the job first became ready or completed, when
 * it was last completed, and by which worker: a staff account's own; null when the owner completes it,
 * so that the completion counts for whoever the job is assigned to (and follows a reassignment). And
 * when it last became ready from another status, which its wait for the client counts from (setting
 * "Gati" again on a ready job does not make the device wait less).
 */
export async function moveJobToStatus(
  manager: EntityManager,
  jobId: string,
  status: JobStatus,
  now: Date,
  byWorkerId: string | null,
  cancelReason: string | null,
): Promise<void> {
  await preparedQuery(
    manager,
    `UPDATE jobs
        SET status = $2::varchar, updated_at = $3::timestamptz, cancel_reason = $5::varchar,
            ready_at = CASE WHEN $2::varchar = 'ready' THEN COALESCE(ready_at, $3::timestamptz) ELSE ready_at END,
            last_ready_at = CASE WHEN $2::varchar = 'ready' AND status <> 'ready' THEN $3::timestamptz ELSE last_ready_at END,
            completed_at = CASE WHEN $2::varchar = 'completed' THEN COALESCE(completed_at, $3::timestamptz) ELSE completed_at END,
            last_completed_at = CASE WHEN $2::varchar = 'completed' THEN $3::timestamptz ELSE last_completed_at END,
            completed_by_worker_id = CASE WHEN $2::varchar = 'completed' THEN $4::uuid ELSE completed_by_worker_id END
      WHERE id = $1`,
    [jobId, status, now, byWorkerId, cancelReason],
  );
}
