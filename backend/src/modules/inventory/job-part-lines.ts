import type { DataSource, EntityManager } from 'typeorm';
import type { JobPartLineResponse } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import { JOB_PART_COLUMNS, toJobPartLineResponse, type JobPartRow } from './part.mapper';

/** A job's parts, oldest first; the caller has checked the job is in its scope. */
export async function jobPartLines(db: DataSource | EntityManager, jobId: string, showCost: boolean): Promise<JobPartLineResponse[]> {
  const rows = await preparedQuery<JobPartRow>(db, `SELECT ${JOB_PART_COLUMNS} FROM job_parts WHERE job_id = $1 ORDER BY seq`, [jobId]);
  return rows.map((row) => toJobPartLineResponse(row, showCost));
}
