import type { Client } from 'pg';

/**
 * The POST load adds thousands of jobs to the throughput shop. They are removed afterwards, and the
 * shop's kept figures recomputed with the migration's statements, so that every run starts from the
 * same data.
 */
export async function removeJobsSince(db: Client, businessId: string, since: Date): Promise<number> {
  await db.query('BEGIN');
  try {
    const removed = await db.query(`DELETE FROM jobs WHERE business_id = $1 AND created_at >= $2`, [businessId, since]);
    await db.query(`DELETE FROM job_counts WHERE business_id = $1`, [businessId]);
    await db.query(`INSERT INTO job_counts SELECT business_id, status, 0, COUNT(*) FROM jobs WHERE business_id = $1 GROUP BY business_id, status`, [businessId]);
    await db.query(`DELETE FROM clients WHERE business_id = $1`, [businessId]);
    await db.query(
      `INSERT INTO clients (business_id, phone_key, name, phone, job_count, total_spent, last_job_at, last_job_id)
       SELECT DISTINCT ON (business_id, client_phone_key)
              business_id, client_phone_key, client_name, client_phone,
              COUNT(*) OVER client_jobs,
              COALESCE(SUM(estimated_price) FILTER (WHERE status = 'completed') OVER client_jobs, 0),
              created_at, id
         FROM jobs
        WHERE business_id = $1
       WINDOW client_jobs AS (PARTITION BY business_id, client_phone_key)
        ORDER BY business_id, client_phone_key, created_at DESC, id DESC`,
      [businessId],
    );
    await db.query('COMMIT');
    return removed.rowCount ?? 0;
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}
