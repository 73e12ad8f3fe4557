import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { HistoryAuthor, JobPartLineResponse } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import { JOB_PART_COLUMNS, toJobPartLineResponse, type JobPartRow, type PartRow } from './part.mapper';

/**
 * The SQL of the parts used on jobs (job_parts), of the stock they come out of (parts) and of the sums the
 * job keeps of them; run inside the job's unit of work (the job locked first, then the part).
 */

/** A line's quantity, its sale and its cost, added to the job's sums (or taken off them with -1). */
interface LineChange {
  quantity: number;
  salePrice: string;
  costPrice: string;
}

/** A line of a part used on the job, at `salePrice` each, with the part's name, code and cost as they are now. */
export async function insertJobPart(
  manager: EntityManager,
  job: { id: string; businessId: string },
  part: PartRow,
  { quantity, salePrice }: { quantity: number; salePrice: number },
  author: HistoryAuthor,
  now: Date,
): Promise<JobPartRow> {
  const [row] = await preparedQuery<JobPartRow>(
    manager,
    `INSERT INTO job_parts (id, business_id, job_id, part_id, name, code, quantity, sale_price, cost_price, author_id, author_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${JOB_PART_COLUMNS}`,
    [
      randomUUID(),
      job.businessId,
      job.id,
      part.id,
      part.name,
      part.code,
      quantity,
      salePrice.toFixed(2),
      part.costPrice,
      author.id,
      author.name,
      now,
    ],
  );
  if (!row) throw new Error('the part was not added to the job');
  return row;
}

/** Removes the job's line; undefined when the job has no such line. */
export async function deleteJobPart(
  manager: EntityManager,
  jobId: string,
  lineId: string,
): Promise<JobPartRow | undefined> {
  const [line] = await preparedQuery<JobPartRow>(
    manager,
    `DELETE FROM job_parts WHERE id = $1 AND job_id = $2 RETURNING ${JOB_PART_COLUMNS}`,
    [lineId, jobId],
  );
  return line;
}

/** The job's parts sums (what it is worth follows them: the writer keeps its worker's figures and client's row). */
export async function changeJobSums(
  manager: EntityManager,
  jobId: string,
  line: LineChange,
  sign: 1 | -1,
): Promise<void> {
  await preparedQuery(
    manager,
    `UPDATE jobs SET parts_sale = parts_sale + $2 * $3::numeric * $4::int, parts_cost = parts_cost + $2 * $5::numeric * $4::int
      WHERE id = $1`,
    [jobId, sign, line.salePrice, line.quantity, line.costPrice],
  );
}

/** A job's parts, oldest first; the caller has checked the job is in its scope. */
export async function jobPartLines(
  db: DataSource | EntityManager,
  jobId: string,
  showCost: boolean,
): Promise<JobPartLineResponse[]> {
  const rows = await preparedQuery<JobPartRow>(
    db,
    `SELECT ${JOB_PART_COLUMNS} FROM job_parts WHERE job_id = $1 ORDER BY seq`,
    [jobId],
  );
  return rows.map((row) => toJobPartLineResponse(row, showCost));
}
