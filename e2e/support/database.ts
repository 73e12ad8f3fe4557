import { Client } from 'pg';
import { databaseUrl } from './environment';

/** Runs a statement on a connection of its own to `url` (CREATE and DROP DATABASE take no transaction). */
export async function onDatabaseServer(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates the database `name` (letters, digits and underscores) on the server of `serverUrl`; answers its address. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await onDatabaseServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

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
    await client.query(`UPDATE job_events SET created_at = created_at - make_interval(days => $2) WHERE job_id = $1`, [
      jobId,
      days,
    ]);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/**
 * A job as if received `days` days ago (the API receives jobs now): its client's row follows it, as the
 * server keeps it.
 */
export async function receivedDaysAgo(jobId: string, days: number): Promise<void> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ business_id: string; client_phone_key: string }>(
      `UPDATE jobs SET created_at = created_at - make_interval(days => $2) WHERE id = $1 RETURNING business_id, client_phone_key`,
      [jobId, days],
    );
    for (const row of rows)
      await client.query('SELECT servisi_refresh_client($1, $2)', [row.business_id, row.client_phone_key]);
  } finally {
    await client.end();
  }
}

/**
 * A finished job as if received `daysAgo` days ago and ready `hoursToReady` hours later, of that category (as a
 * person chose it) and device family: the history the shop's estimates learn from.
 */
export async function makeFinishedHistory(
  jobId: string,
  history: { daysAgo: number; hoursToReady: number; category: string; deviceFamily: string },
): Promise<void> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `UPDATE jobs SET created_at = now() - make_interval(days => $2),
                       ready_at = now() - make_interval(days => $2) + make_interval(hours => $3),
                       last_ready_at = now() - make_interval(days => $2) + make_interval(hours => $3),
                       completed_at = now() - make_interval(days => $2) + make_interval(hours => $3 + 1),
                       last_completed_at = now() - make_interval(days => $2) + make_interval(hours => $3 + 1),
                       category = $4, category_source = 'chosen', device_family = $5
        WHERE id = $1`,
      [jobId, history.daysAgo, history.hoursToReady, history.category, history.deviceFamily],
    );
  } finally {
    await client.end();
  }
}
