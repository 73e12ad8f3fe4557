import { Client } from 'pg';
import { databaseUrl } from './environment';

/** Moves a shop's trial end, to show the banners of a trial that is ending or over. */
export async function setTrialExpiry(email: string, expiresAt: Date): Promise<void> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query('UPDATE users SET trial_expires_at = $1 WHERE email = $2', [expiresAt, email]);
  } finally {
    await client.end();
  }
}

/**
 * Moves a job's wait `days` back, as if that long had passed: when it last became ready and its last
 * history line (what "Kërkon vëmendje" reads), and its history's times with them.
 */
export async function makeJobWait(jobId: string, days: number): Promise<void> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `UPDATE jobs SET created_at = created_at - make_interval(days => $2), updated_at = updated_at - make_interval(days => $2),
                       last_ready_at = last_ready_at - make_interval(days => $2), last_activity_at = last_activity_at - make_interval(days => $2)
        WHERE id = $1`,
      [jobId, days],
    );
    await client.query(`UPDATE job_events SET created_at = created_at - make_interval(days => $2) WHERE job_id = $1`, [jobId, days]);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}
