import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres.launcher';
import { RESOLVED_DATABASE_URL_VARIABLE, type EmbeddedTestDatabase } from './test-database';

declare global {
  // Shared between globalSetup and globalTeardown, which jest runs in the same context.
  var __embeddedTestDatabase: EmbeddedTestDatabase | undefined;
}

const quiet = { log: () => undefined, warn: (message: string) => console.warn(message) };

/**
 * The tests always run against a real PostgreSQL: TEST_DATABASE_URL when set (CI), otherwise an
 * embedded one started here, with the project's own launcher, in a temporary directory.
 */
export default async function globalSetup(): Promise<void> {
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (external) {
    process.env[RESOLVED_DATABASE_URL_VARIABLE] = external;
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'repair-shop-test-'));
  // Run as root, PostgreSQL runs as the "postgres" OS user, which must be able to enter the folder.
  await chmod(dir, 0o755);
  try {
    const database = await startEmbeddedPostgres(dir, quiet);
    globalThis.__embeddedTestDatabase = { dir, stop: database.stop };
    process.env[RESOLVED_DATABASE_URL_VARIABLE] = database.url;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
