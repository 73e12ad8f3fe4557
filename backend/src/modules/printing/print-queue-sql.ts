import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { DEFAULT_LABEL_COPIES, type HistoryAuthor, type PrintDocument } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import { PRINT_CHANNEL } from './print-notifier';

/** A document to queue, for a job and a station already checked to be in the same shop. */
export interface QueuedDocument {
  businessId: string;
  stationId: string;
  jobId: string;
  document: PrintDocument;
  size: string | null;
  paymentId: string | null;
  copies: number;
  requestedBy: HistoryAuthor | null;
}

/**
 * Queues a document in the caller's transaction and notifies the backends listening for it (delivered
 * at commit, so a station never looks before the row is there). Answers the new row's id.
 */
export async function queueDocument(manager: EntityManager, document: QueuedDocument, now: Date): Promise<string> {
  const id = randomUUID();
  await preparedQuery(
    manager,
    `INSERT INTO print_jobs (id, business_id, station_id, job_id, document, size, payment_id, copies, state, requested_by_id, requested_by_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'queued', $9, $10, $11)`,
    [id, document.businessId, document.stationId, document.jobId, document.document, document.size, document.paymentId, document.copies,
      document.requestedBy?.id ?? null, document.requestedBy?.name ?? null, now],
  );
  await preparedQuery(manager, `SELECT pg_notify('${PRINT_CHANNEL}', $1)`, [document.stationId]);
  return id;
}

/**
 * Queues a new job's label on every station of the shop that prints new jobs' labels by itself, in the
 * transaction that creates the job. Answers the stations, to wake them on this backend after the commit.
 */
export async function queueAutoLabels(manager: EntityManager, job: { id: string; businessId: string }, author: HistoryAuthor, now: Date): Promise<string[]> {
  const stations = await preparedQuery<{ id: string; size: string | null }>(
    manager,
    `SELECT id, auto_label_size AS size FROM print_stations WHERE business_id = $1 AND auto_print_labels ORDER BY created_at, id`,
    [job.businessId],
  );
  for (const station of stations) {
    await queueDocument(
      manager,
      { businessId: job.businessId, stationId: station.id, jobId: job.id, document: 'label', size: station.size, paymentId: null, copies: DEFAULT_LABEL_COPIES, requestedBy: author },
      now,
    );
  }
  return stations.map((station) => station.id);
}
