import type { EntityManager } from 'typeorm';
import type { HistoryAuthor } from '@repair-shop/contracts';
import { preparedQuery } from '../../../database/prepared-queries';
import { lockParts, moveStock } from '../../inventory';
import type { DeletedJob, RestockedPart } from './deleted-job-text';

/** The SQL of a job's deletion, run in the writer's unit of work under the job's lock. */

/** The job the writer has locked, with what the audit log tells of it. */
export async function deletedJob(manager: EntityManager, jobId: string): Promise<DeletedJob & { businessId: string }> {
  const [job] = await preparedQuery<DeletedJob & { businessId: string }>(
    manager,
    `SELECT j.id, j.business_id AS "businessId", j.status, j.client_name AS "clientName", j.client_phone AS "clientPhone",
            j.device_model AS "deviceModel", j.device_imei AS "deviceImei", j.device_id_kind AS "deviceIdKind",
            j.estimated_price AS "estimatedPrice", j.parts_sale AS "partsSale", j.created_at AS "createdAt",
            j.cancel_reason AS "cancelReason", j.warranty_of_job_id AS "warrantyOfJobId",
            w.first_name AS "workerFirstName", w.last_name AS "workerLastName", b.currency
       FROM jobs j
       JOIN workers w ON w.id = j.worker_id
       JOIN businesses b ON b.id = j.business_id
      WHERE j.id = $1`,
    [jobId],
  );
  if (!job) throw new Error(`job ${jobId} is gone from its own unit of work`);
  return job;
}

/**
 * Money records are never deleted, and a warranty return needs the job it returns. Both are checked
 * under the job's lock: a payment is taken, and a return written, only under it (or its key-share lock).
 */
export async function whatMustStay(
  manager: EntityManager,
  jobId: string,
): Promise<{ paid: boolean; returnId: string | null }> {
  const [found] = await preparedQuery<{ paid: boolean; returnId: string | null }>(
    manager,
    `SELECT EXISTS (SELECT 1 FROM payments WHERE job_id = $1) AS paid,
            (SELECT id FROM jobs WHERE warranty_of_job_id = $1 ORDER BY created_at, id LIMIT 1) AS "returnId"`,
    [jobId],
  );
  return { paid: found?.paid ?? false, returnId: found?.returnId ?? null };
}

/**
 * Takes the job's parts off it and puts them back in stock, one `repair_return` movement per part (through
 * inventory's moveStock, the one way a quantity changes); each part's row is locked in the order of its id,
 * after the job's, as every writer of parts does (job first, then parts).
 */
export async function restockParts(
  manager: EntityManager,
  job: { id: string; businessId: string },
  author: HistoryAuthor,
  now: Date,
): Promise<RestockedPart[]> {
  const used = await preparedQuery<{ partId: string }>(
    manager,
    `SELECT DISTINCT part_id AS "partId" FROM job_parts WHERE job_id = $1`,
    [job.id],
  );
  if (used.length === 0) return [];
  await lockParts(
    manager,
    job.businessId,
    used.map((line) => line.partId),
  );
  const back = await preparedQuery<RestockedPart & { partId: string }>(
    manager,
    `WITH removed AS (DELETE FROM job_parts WHERE job_id = $1 RETURNING part_id, name, quantity)
     SELECT part_id AS "partId", MIN(name) AS name, SUM(quantity)::int AS quantity FROM removed GROUP BY part_id ORDER BY part_id`,
    [job.id],
  );
  for (const part of back) {
    await moveStock(manager, {
      businessId: job.businessId,
      partId: part.partId,
      change: part.quantity,
      reason: 'repair_return',
      jobId: job.id,
      author,
      now,
    });
  }
  return back.map(({ name, quantity }) => ({ name, quantity }));
}

/** Removes the job's photos' rows; answers their storage keys, whose files go once the deletion commits. */
export async function deletePhotoRows(manager: EntityManager, jobId: string): Promise<{ storageKey: string }[]> {
  return preparedQuery<{ storageKey: string }>(
    manager,
    `DELETE FROM job_photos WHERE job_id = $1 RETURNING storage_key AS "storageKey"`,
    [jobId],
  );
}

/** Deletes the job's row; what is its own alone goes with it (the foreign keys cascade). */
export async function deleteJobRow(manager: EntityManager, jobId: string): Promise<void> {
  await preparedQuery(manager, `DELETE FROM jobs WHERE id = $1`, [jobId]);
}
