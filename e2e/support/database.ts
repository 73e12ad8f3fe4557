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
