import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  DEFAULT_LABEL_COPIES,
  type HistoryAuthor,
  type PrintDocument,
  type PrintJobResponse,
} from '@repair-shop/contracts';
import { pageClause } from '../../common/paging/page-query.dto';
import { TILL_CHANNEL } from '../fiscal';
import { SqlParams } from '../../common/search/search-condition';
import type { GuardedClient } from '../../database/guarded-client';
import { preparedQuery } from '../../database/prepared-queries';
import { PRINT_JOB_COLUMNS, PRINT_JOB_FROM, toPrintJobResponse, type PrintJobRow } from './print-job.mapper';

/** The channel a transaction that queues a document notifies, with the station's id. */
export const PRINT_CHANNEL = 'print_jobs';

/**
 * Has the connection told of every document queued from now on, and of every till changed (fiscal's TILL_CHANNEL),
 * each with its station's id as the payload.
 */
export async function listenForStationEvents(client: GuardedClient): Promise<void> {
  await client.query(`LISTEN ${PRINT_CHANNEL}`);
  await client.query(`LISTEN ${TILL_CHANNEL}`);
}

/** A document to queue, for a job or a sale (exactly one) and a station already checked to be in the same shop. */
export interface QueuedDocument {
  businessId: string;
  stationId: string;
  jobId: string | null;
  saleId?: string | null;
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
    `INSERT INTO print_jobs (id, business_id, station_id, job_id, document, size, payment_id, copies, state, requested_by_id, requested_by_name, created_at, sale_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'queued', $9, $10, $11, $12)`,
    [
      id,
      document.businessId,
      document.stationId,
      document.jobId,
      document.document,
      document.size,
      document.paymentId,
      document.copies,
      document.requestedBy?.id ?? null,
      document.requestedBy?.name ?? null,
      now,
      document.saleId ?? null,
    ],
  );
  await preparedQuery(manager, `SELECT pg_notify('${PRINT_CHANNEL}', $1)`, [document.stationId]);
  return id;
}

/**
 * Queues a new job's label on every station of the shop that prints new jobs' labels by itself, in the
 * transaction that creates the job. Answers the stations, to wake them on this backend after the commit.
 */
export async function queueAutoLabels(
  manager: EntityManager,
  job: { id: string; businessId: string },
  author: HistoryAuthor,
  now: Date,
): Promise<string[]> {
  const stations = await preparedQuery<{ id: string; size: string | null }>(
    manager,
    `SELECT id, auto_label_size AS size FROM print_stations WHERE business_id = $1 AND auto_print_labels ORDER BY created_at, id`,
    [job.businessId],
  );
  for (const station of stations) {
    await queueDocument(
      manager,
      {
        businessId: job.businessId,
        stationId: station.id,
        jobId: job.id,
        document: 'label',
        size: station.size,
        paymentId: null,
        copies: DEFAULT_LABEL_COPIES,
        requestedBy: author,
      },
      now,
    );
  }
  return stations.map((station) => station.id);
}

/** A document with its station's name and its job's client, as answers show it; undefined when there is none. */
export async function printJobById(db: DataSource | EntityManager, id: string): Promise<PrintJobResponse | undefined> {
  const [row] = await preparedQuery<PrintJobRow>(
    db,
    `SELECT ${PRINT_JOB_COLUMNS} FROM ${PRINT_JOB_FROM} WHERE p.id = $1`,
    [id],
  );
  return row ? toPrintJobResponse(row) : undefined;
}

/** A document of the station's own queue; undefined for any other. */
export async function printJobOfStation(
  db: DataSource | EntityManager,
  stationId: string,
  id: string,
): Promise<PrintJobResponse | undefined> {
  const [row] = await preparedQuery<PrintJobRow>(
    db,
    `SELECT ${PRINT_JOB_COLUMNS} FROM ${PRINT_JOB_FROM} WHERE p.id = $1 AND p.station_id = $2`,
    [id, stationId],
  );
  return row ? toPrintJobResponse(row) : undefined;
}

/** The latest documents sent for a job, newest first. */
export async function latestPrintJobsOfJob(
  db: DataSource | EntityManager,
  jobId: string,
  count: number,
): Promise<PrintJobResponse[]> {
  const rows = await preparedQuery<PrintJobRow>(
    db,
    `SELECT ${PRINT_JOB_COLUMNS} FROM ${PRINT_JOB_FROM} WHERE p.job_id = $1 ORDER BY p.seq DESC LIMIT ${count}`,
    [jobId],
  );
  return rows.map(toPrintJobResponse);
}

/** The latest documents sent for a sale, newest first. */
export async function latestPrintJobsOfSale(
  db: DataSource | EntityManager,
  saleId: string,
  count: number,
): Promise<PrintJobResponse[]> {
  const rows = await preparedQuery<PrintJobRow>(
    db,
    `SELECT ${PRINT_JOB_COLUMNS} FROM ${PRINT_JOB_FROM} WHERE p.sale_id = $1 ORDER BY p.seq DESC LIMIT ${count}`,
    [saleId],
  );
  return rows.map(toPrintJobResponse);
}

/** A page of the station's documents, newest first, and how many it has. */
export async function printJobsOfStation(
  db: DataSource | EntityManager,
  stationId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: PrintJobResponse[]; total: number }> {
  const params = new SqlParams();
  const where = `p.station_id = ${params.add(stationId)}`;
  const rows = await preparedQuery<PrintJobRow>(
    db,
    `SELECT ${PRINT_JOB_COLUMNS} FROM ${PRINT_JOB_FROM} WHERE ${where} ORDER BY p.seq DESC ${pageClause(page, params)}`,
    params.values,
  );
  const [count] = await preparedQuery<{ total: number }>(
    db,
    `SELECT COUNT(*)::int AS total FROM print_jobs p WHERE ${where}`,
    [stationId],
  );
  return { rows: rows.map(toPrintJobResponse), total: count?.total ?? 0 };
}

/** A document a station has just taken: what its print counts. */
export interface ClaimedPrintJob {
  id: string;
  jobId: string | null;
  saleId: string | null;
  document: PrintDocument;
  paymentId: string | null;
  copies: number;
}

/** Takes the station's oldest waiting document for the claim; undefined when none waits. */
export async function claimNextPrintJob(
  db: DataSource | EntityManager,
  stationId: string,
  claim: string,
  now: Date,
): Promise<ClaimedPrintJob | undefined> {
  const [taken] = await preparedQuery<ClaimedPrintJob>(
    db,
    `UPDATE print_jobs SET state = 'printing', claim = $2, claimed_at = $3
      WHERE id = (SELECT id FROM print_jobs WHERE station_id = $1 AND state = 'queued' ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, job_id AS "jobId", sale_id AS "saleId", document, payment_id AS "paymentId", copies`,
    [stationId, claim, now],
  );
  return taken;
}

/** Keeps on a claimed document how many prints each of its fiscal documents had before it. */
export async function keepFiscalPrintsBefore(
  manager: EntityManager,
  printJobId: string,
  printsBefore: Record<string, number>,
): Promise<void> {
  await preparedQuery(manager, `UPDATE print_jobs SET fiscal_prints_before = $2 WHERE id = $1`, [
    printJobId,
    JSON.stringify(printsBefore),
  ]);
}

/** The prints each fiscal document of the station's document had before it; empty when it counted none. */
export async function fiscalPrintsBeforeOf(
  db: DataSource | EntityManager,
  stationId: string,
  printJobId: string,
): Promise<Record<string, number>> {
  const [row] = await preparedQuery<{ printsBefore: Record<string, number> | null }>(
    db,
    `SELECT fiscal_prints_before AS "printsBefore" FROM print_jobs WHERE id = $1 AND station_id = $2`,
    [printJobId, stationId],
  );
  return row?.printsBefore ?? {};
}

/** Records the claimed document printed (or failed with `error`); its id, or undefined when that claim holds none. */
export async function reportPrintJob(
  db: DataSource | EntityManager,
  report: { printJobId: string; stationId: string; claim: string; error: string | null },
  now: Date,
): Promise<string | undefined> {
  const [reported] = await preparedQuery<{ id: string }>(
    db,
    `UPDATE print_jobs SET state = CASE WHEN $4::text IS NULL THEN 'printed' ELSE 'failed' END, error = $4, printed_at = $5, claim = NULL
      WHERE id = $1 AND station_id = $2 AND claim = $3 AND state = 'printing'
      RETURNING id`,
    [report.printJobId, report.stationId, report.claim, report.error, now],
  );
  return reported?.id;
}

/** The shop's station, or undefined. */
export async function stationOfShop(
  manager: EntityManager,
  businessId: string,
  stationId: string,
): Promise<{ id: string } | undefined> {
  const [station] = await preparedQuery<{ id: string }>(
    manager,
    `SELECT id FROM print_stations WHERE id = $1 AND business_id = $2`,
    [stationId, businessId],
  );
  return station;
}

/** The job's payment to print a receipt of: the one named, or its latest; undefined when there is none. */
export async function paymentToPrint(
  manager: EntityManager,
  jobId: string,
  paymentId: string | undefined,
): Promise<{ id: string } | undefined> {
  const [payment] = paymentId
    ? await preparedQuery<{ id: string }>(manager, `SELECT id FROM payments WHERE job_id = $1 AND id = $2`, [
        jobId,
        paymentId,
      ])
    : await preparedQuery<{ id: string }>(
        manager,
        `SELECT id FROM payments WHERE job_id = $1 ORDER BY seq DESC LIMIT 1`,
        [jobId],
      );
  return payment;
}
