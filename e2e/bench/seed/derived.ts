import type { Client } from 'pg';
import { rebuildKeptFigures } from '@repair-shop/backend/kept-figures';

/** What the application keeps beside the jobs, computed with the backend's own rebuild (the migration's back-fill). */
export async function computeKeptFigures(db: Client): Promise<void> {
  await rebuildKeptFigures(db);
}

/**
 * One job of the big shop gets a long history (notes and SMS outcomes after its completion), for
 * GET /api/jobs/:id at its heaviest. Notes change only the job's last activity.
 */
export async function addLongHistory(db: Client, businessId: string, lines: number): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM jobs
      WHERE business_id = $1 AND status = 'completed' AND updated_at < now() - interval '2 days'
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [businessId],
  );
  const jobId = rows[0]?.id;
  if (!jobId) return null;
  await db.query(
    `INSERT INTO job_events (job_id, type, status, message, created_at)
     SELECT j.id,
            CASE WHEN line % 3 = 0 THEN 'sms_sent' ELSE 'message' END,
            NULL,
            CASE WHEN line % 3 = 0 THEN format('SMS u dërgua te klienti (%s).', line) ELSE format('Shënim %s: klienti pyeti përsëri për pajisjen.', line) END,
            j.updated_at + make_interval(mins => line * 20)
       FROM jobs j, generate_series(1, $2::int) AS line
      WHERE j.id = $1
      ORDER BY line`,
    [jobId, lines],
  );
  await db.query(`UPDATE jobs SET last_activity_at = updated_at + make_interval(mins => $2::int * 20) WHERE id = $1`, [
    jobId,
    lines,
  ]);
  return jobId;
}
