import { Client } from 'pg';

/** Set by global-setup.ts for the test files: the URL of the PostgreSQL the tests use. */
export const RESOLVED_DATABASE_URL_VARIABLE = 'TEST_DATABASE_URL_RESOLVED';

export interface EmbeddedTestDatabase {
  dir: string;
  stop(): Promise<void>;
}

export function testDatabaseUrl(): string {
  const url = process.env[RESOLVED_DATABASE_URL_VARIABLE];
  if (!url) throw new Error(`${RESOLVED_DATABASE_URL_VARIABLE} is not set: run the tests through jest.config.js`);
  return url;
}

/** Every test file starts from an empty database; the application's migrations then build the schema. */
export async function resetDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}
