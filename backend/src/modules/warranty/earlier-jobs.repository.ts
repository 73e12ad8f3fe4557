import type { DataSource, EntityManager } from 'typeorm';
import {
  EARLIER_JOBS_LIMIT,
  clientTicketCode,
  fullName,
  warrantyEndsAt,
  type DeviceIdKind,
  type EarlierJobResponse,
  type JobStatus,
} from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import type { JobScope } from '../jobs';

interface EarlierJobRow {
  id: string;
  status: JobStatus;
  clientName: string;
  clientPhone: string;
  deviceModel: string;
  deviceIdKind: DeviceIdKind;
  deviceImei: string;
  workDescription: string;
  workerFirstName: string;
  workerLastName: string;
  createdAt: Date;
  lastCompletedAt: Date | null;
  warrantyDays: number;
  warrantyOfJobId: string | null;
  phoneKey: string;
}

/** The columns of an earlier job, for a query over `jobs j JOIN workers w`. */
const EARLIER_JOB_COLUMNS = `
  j.id, j.status, j.client_name AS "clientName", j.client_phone AS "clientPhone", j.device_model AS "deviceModel",
  j.device_id_kind AS "deviceIdKind", j.device_imei AS "deviceImei", j.work_description AS "workDescription",
  w.first_name AS "workerFirstName", w.last_name AS "workerLastName", j.created_at AS "createdAt",
  j.last_completed_at AS "lastCompletedAt", j.warranty_days AS "warrantyDays", j.warranty_of_job_id AS "warrantyOfJobId",
  j.client_phone_key AS "phoneKey"`;

export type EarlierJob = EarlierJobResponse & { phoneKey: string };

function toEarlierJob(row: EarlierJobRow, now: Date): EarlierJob {
  const endsAt = warrantyEndsAt(row.status, row.lastCompletedAt, row.warrantyDays);
  return {
    id: row.id,
    ticketCode: clientTicketCode(row.id),
    status: row.status,
    clientName: row.clientName,
    clientPhone: row.clientPhone,
    deviceModel: row.deviceModel,
    deviceIdKind: row.deviceIdKind,
    deviceImei: row.deviceImei,
    workDescription: row.workDescription,
    assignedWorker: fullName({ firstName: row.workerFirstName, lastName: row.workerLastName }),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.status === 'completed' && row.lastCompletedAt ? row.lastCompletedAt.toISOString() : null,
    warrantyEndsAt: endsAt,
    underWarranty: endsAt !== null && now.getTime() <= new Date(endsAt).getTime(),
    warrantyOfJobId: row.warrantyOfJobId,
    phoneKey: row.phoneKey,
  };
}

/** Drops what only the server compares (the phone's key). */
export const toEarlierJobResponse = ({ phoneKey: _phoneKey, ...job }: EarlierJob): EarlierJobResponse => job;

/**
 * The newest jobs of the caller's scope whose `column` equals the value: the device's identifier
 * (jobs_business_device_idx) or the phone's national digits (jobs_business_client_idx). Either reads
 * at most EARLIER_JOBS_LIMIT rows of the shop's own index, however many jobs it has.
 */
export async function earlierJobs(
  db: DataSource | EntityManager,
  { businessId, onlyWorkerId }: JobScope,
  match: { deviceId: string } | { phone: string },
  now: Date,
): Promise<EarlierJob[]> {
  if (!businessId) return [];
  const condition = 'deviceId' in match ? 'j.device_imei = $3' : 'j.client_phone_key = servisi_phone_key($3)';
  const rows = await preparedQuery<EarlierJobRow>(
    db,
    `SELECT ${EARLIER_JOB_COLUMNS}
       FROM jobs j JOIN workers w ON w.id = j.worker_id
      WHERE j.business_id = $1 AND ($2::uuid IS NULL OR j.worker_id = $2) AND ${condition}
      ORDER BY j.created_at DESC, j.id DESC
      LIMIT ${EARLIER_JOBS_LIMIT}`,
    [businessId, onlyWorkerId, 'deviceId' in match ? match.deviceId : match.phone],
  );
  return rows.map((row) => toEarlierJob(row, now));
}

/**
 * One job of the caller's scope, as an earlier job; undefined when it is not there. In the caller's
 * transaction the job is key-share locked until it ends: a warranty return being written for it and the
 * owner deleting it wait for each other, so the deletion sees the return (and refuses), or the return
 * finds the job gone.
 */
export async function earlierJob(
  db: EntityManager,
  { businessId, onlyWorkerId }: JobScope,
  jobId: string,
  now: Date,
): Promise<(EarlierJob & { completerId: string }) | undefined> {
  if (!businessId) return undefined;
  const [row] = await preparedQuery<EarlierJobRow & { completerId: string }>(
    db,
    `SELECT ${EARLIER_JOB_COLUMNS}, COALESCE(j.completed_by_worker_id, j.worker_id) AS "completerId"
       FROM jobs j JOIN workers w ON w.id = j.worker_id
      WHERE j.id = $1 AND j.business_id = $2 AND ($3::uuid IS NULL OR j.worker_id = $3)
        FOR KEY SHARE OF j`,
    [jobId, businessId, onlyWorkerId],
  );
  return row ? { ...toEarlierJob(row, now), completerId: row.completerId } : undefined;
}

/** The ids of the jobs that are warranty returns of `jobId`, oldest first (jobs_warranty_of_job_idx). */
export async function warrantyReturnIdsOf(db: DataSource | EntityManager, jobId: string): Promise<string[]> {
  const rows = await preparedQuery<{ id: string }>(
    db,
    `SELECT id FROM jobs WHERE warranty_of_job_id = $1 ORDER BY created_at, id`,
    [jobId],
  );
  return rows.map((row) => row.id);
}

/** Whether a phone as typed (in any form) has this key, as servisi_phone_key derives it. */
export async function isPhoneOfKey(manager: EntityManager, phone: string, phoneKey: string): Promise<boolean> {
  const [same] = await preparedQuery<{ phone: boolean }>(manager, `SELECT servisi_phone_key($1) = $2 AS phone`, [
    phone,
    phoneKey,
  ]);
  return same?.phone === true;
}
