import type { DataSource, EntityManager } from 'typeorm';
import type { Currency, EstimateAnswer, EstimateResponse, HistoryAuthor } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import { JOB_CLIENT_COLUMNS, priceFromColumn } from '../jobs';
import type { SmsJob } from '../sms';

interface EstimateRow {
  id: string;
  price: string;
  note: string;
  sentAt: Date;
  answer: EstimateAnswer | null;
  answeredAt: Date | null;
}

const ESTIMATE_COLUMNS = `id, price, note, sent_at AS "sentAt", answer, answered_at AS "answeredAt"`;

/** pg reads numeric as exact text; the API's money is a number with at most two decimals. */
export const toEstimateResponse = (row: EstimateRow): EstimateResponse => ({
  id: row.id,
  price: Number(row.price),
  note: row.note,
  sentAt: row.sentAt.toISOString(),
  answer: row.answer,
  answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
});

/** The job's estimate not replaced by a newer one (job_estimates_current_idx); null when none was sent. */
export async function currentEstimate(db: DataSource | EntityManager, jobId: string): Promise<EstimateResponse | null> {
  const [row] = await preparedQuery<EstimateRow>(
    db,
    `SELECT ${ESTIMATE_COLUMNS} FROM job_estimates WHERE job_id = $1 AND replaced_at IS NULL`,
    [jobId],
  );
  return row ? toEstimateResponse(row) : null;
}

/** The estimate `id` of the job, locked until the caller's transaction ends, with whether it was replaced. */
export async function lockEstimate(
  manager: EntityManager,
  jobId: string,
  id: string,
): Promise<(EstimateResponse & { replaced: boolean }) | null> {
  const [row] = await preparedQuery<EstimateRow & { replaced: boolean }>(
    manager,
    `SELECT ${ESTIMATE_COLUMNS}, replaced_at IS NOT NULL AS replaced FROM job_estimates WHERE id = $1 AND job_id = $2 FOR UPDATE`,
    [id, jobId],
  );
  return row ? { ...toEstimateResponse(row), replaced: row.replaced } : null;
}

/**
 * A new estimate for the job, replacing the current one (no longer answerable), in the caller's
 * transaction; the job is locked by the caller, so two estimates sent at once follow one another.
 */
export async function insertEstimate(
  manager: EntityManager,
  estimate: { id: string; jobId: string; price: number; note: string; author: HistoryAuthor },
  now: Date,
): Promise<EstimateResponse> {
  await preparedQuery(manager, `UPDATE job_estimates SET replaced_at = $2 WHERE job_id = $1 AND replaced_at IS NULL`, [
    estimate.jobId,
    now,
  ]);
  const [row] = await preparedQuery<EstimateRow>(
    manager,
    `INSERT INTO job_estimates (id, job_id, price, note, sent_at, author_id, author_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${ESTIMATE_COLUMNS}`,
    [
      estimate.id,
      estimate.jobId,
      estimate.price.toFixed(2),
      estimate.note,
      now,
      estimate.author.id,
      estimate.author.name,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING answered no row');
  return toEstimateResponse(row);
}

/** Records the client's answer on an estimate the caller has locked. */
export async function recordAnswer(
  manager: EntityManager,
  id: string,
  answer: EstimateAnswer,
  now: Date,
): Promise<EstimateResponse> {
  const [row] = await preparedQuery<EstimateRow>(
    manager,
    `UPDATE job_estimates SET answer = $2, answered_at = $3 WHERE id = $1 RETURNING ${ESTIMATE_COLUMNS}`,
    [id, answer, now],
  );
  if (!row) throw new Error('UPDATE … RETURNING answered no row');
  return toEstimateResponse(row);
}

export type EstimateJob = SmsJob & { currency: Currency };

/** A job's columns an estimate is written and texted from, with its shop's currency; the writer has locked the job. */
export async function estimateJob(manager: EntityManager, jobId: string): Promise<EstimateJob> {
  const [row] = await preparedQuery<Omit<EstimateJob, 'estimatedPrice'> & { estimatedPrice: string | null }>(
    manager,
    `SELECT ${JOB_CLIENT_COLUMNS}, b.currency
       FROM jobs j JOIN businesses b ON b.id = j.business_id
      WHERE j.id = $1`,
    [jobId],
  );
  if (!row) throw new Error(`job ${jobId} is gone from its own unit of work`);
  return { ...row, estimatedPrice: priceFromColumn(row.estimatedPrice) };
}
