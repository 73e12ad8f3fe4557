import { rm } from 'node:fs/promises';

/** Stops the embedded PostgreSQL of global-setup.ts, if it started one, and removes its files. */
export default async function globalTeardown(): Promise<void> {
  const database = globalThis.__embeddedTestDatabase;
  if (!database) return;
  globalThis.__embeddedTestDatabase = undefined;
  try {
    await database.stop();
  } finally {
    await rm(database.dir, { recursive: true, force: true });
  }
}
