import type { DataSource, EntityManager } from 'typeorm';
import type { JobCategory, JobPredictionResponse } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';

/** What was predicted for a job at intake. */
export interface NewPrediction {
  jobId: string;
  businessId: string;
  category: JobCategory;
  madeAt: Date;
  readyFrom: Date | null;
  readyTo: Date | null;
  priceLow: number | null;
  priceHigh: number | null;
}

export async function savePrediction(manager: EntityManager, prediction: NewPrediction): Promise<void> {
  await preparedQuery(
    manager,
    `INSERT INTO job_predictions (job_id, business_id, category, made_at, ready_from, ready_to, price_low, price_high)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      prediction.jobId,
      prediction.businessId,
      prediction.category,
      prediction.madeAt,
      prediction.readyFrom,
      prediction.readyTo,
      prediction.priceLow,
      prediction.priceHigh,
    ],
  );
}

interface PredictionRow {
  category: JobCategory;
  madeAt: Date;
  readyFrom: Date | null;
  readyTo: Date | null;
  priceLow: string | null;
  priceHigh: string | null;
}

const PREDICTION_COLUMNS = `category, made_at AS "madeAt", ready_from AS "readyFrom", ready_to AS "readyTo",
  price_low AS "priceLow", price_high AS "priceHigh"`;

function toPredictionResponse(row: PredictionRow): JobPredictionResponse {
  return {
    category: row.category,
    madeAt: row.madeAt.toISOString(),
    readyBy: row.readyFrom && row.readyTo ? { from: row.readyFrom.toISOString(), to: row.readyTo.toISOString() } : null,
    price:
      row.priceLow !== null && row.priceHigh !== null
        ? { low: Number(row.priceLow), high: Number(row.priceHigh) }
        : null,
  };
}

/** The prediction made for the job at intake; null for a job received before predictions (or imported). */
export async function predictionOfJob(
  db: DataSource | EntityManager,
  jobId: string,
): Promise<JobPredictionResponse | null> {
  const [row] = await preparedQuery<PredictionRow>(
    db,
    `SELECT ${PREDICTION_COLUMNS} FROM job_predictions WHERE job_id = $1`,
    [jobId],
  );
  return row ? toPredictionResponse(row) : null;
}

/** A prediction with what happened: when the job was first ready and its final total if completed. */
export interface PredictionOutcome {
  category: JobCategory;
  readyFrom: Date | null;
  readyTo: Date | null;
  readyAt: Date | null;
  priceLow: number | null;
  priceHigh: number | null;
  total: number | null;
}

/** The most predictions compared: plenty for each category's median, and a bounded cost in the busiest shop. */
const LATEST_PREDICTIONS = 2000;

/**
 * The shop's latest predictions made since `since` (at most LATEST_PREDICTIONS) whose job became ready or was
 * completed, newest first.
 */
export async function predictionOutcomes(
  db: DataSource | EntityManager,
  businessId: string,
  since: Date,
): Promise<PredictionOutcome[]> {
  const rows = await preparedQuery<
    Omit<PredictionOutcome, 'priceLow' | 'priceHigh' | 'total'> & {
      priceLow: string | null;
      priceHigh: string | null;
      total: string | null;
    }
  >(
    db,
    `SELECT p.category, p.ready_from AS "readyFrom", p.ready_to AS "readyTo", j.ready_at AS "readyAt",
            p.price_low AS "priceLow", p.price_high AS "priceHigh",
            CASE WHEN j.status = 'completed' THEN COALESCE(j.estimated_price, 0) + j.parts_sale END AS total
       FROM job_predictions p
       -- Each prediction's job by its key (LIMIT 1 keeps it a lookup): a hash join would read every shop's jobs.
       CROSS JOIN LATERAL (SELECT status, ready_at, estimated_price, parts_sale FROM jobs WHERE id = p.job_id LIMIT 1) AS j
      WHERE p.business_id = $1 AND p.made_at >= $2 AND j.status <> 'cancelled'
        AND (j.ready_at IS NOT NULL OR j.status = 'completed')
      ORDER BY p.made_at DESC LIMIT ${LATEST_PREDICTIONS}`,
    [businessId, since],
  );
  return rows.map((row) => ({
    ...row,
    priceLow: row.priceLow === null ? null : Number(row.priceLow),
    priceHigh: row.priceHigh === null ? null : Number(row.priceHigh),
    total: row.total === null ? null : Number(row.total),
  }));
}
