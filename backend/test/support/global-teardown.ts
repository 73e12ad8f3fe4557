import { rm } from 'node:fs/promises';
import { onServer } from './test-database';

/** Drops the run's databases, then stops the embedded PostgreSQL of global-setup.ts, if it started one. */
export default async function globalTeardown(): Promise<void> {
  const databases = globalThis.__testDatabases;
  globalThis.__testDatabases = undefined;
  if (databases) {
    await onServer(
      databases.url,
      databases.names.map((name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  }
  const database = globalThis.__embeddedTestDatabase;
  if (!database) return;
  globalThis.__embeddedTestDatabase = undefined;
  try {
    await database.stop();
  } finally {
    await rm(database.dir, { recursive: true, force: true });
  }
}
