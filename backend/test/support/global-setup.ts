import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '@jest/types';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres.launcher';
import {
  DATABASE_PREFIX_VARIABLE,
  RESOLVED_DATABASE_URL_VARIABLE,
  copyTemplate,
  createTemplateDatabase,
  templateDatabaseName,
  workerDatabaseName,
  type EmbeddedTestDatabase,
} from './test-database';

declare global {
  // Shared between globalSetup and globalTeardown, which jest runs in the same context.
  var __embeddedTestDatabase: EmbeddedTestDatabase | undefined;
  var __testDatabases: { url: string; names: string[] } | undefined;
}

const quiet = { log: () => undefined, warn: (message: string) => console.warn(message) };

/**
 * The tests always run against a real PostgreSQL: TEST_DATABASE_URL when set (CI), otherwise an
 * embedded one started here, with the project's own launcher, in a temporary directory. The migrations
 * run once, into a template; each jest worker gets its own copy, and each test file a fresh one.
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  const url = await serverUrl();
  process.env[RESOLVED_DATABASE_URL_VARIABLE] = url;
  // The run's own names: two runs on one server (two checkouts, CI) never touch each other's databases.
  const prefix = `rst_${process.pid}`;
  process.env[DATABASE_PREFIX_VARIABLE] = prefix;
  const template = templateDatabaseName(prefix);
  const workers = Array.from({ length: Math.max(1, globalConfig.maxWorkers) }, (_, index) =>
    workerDatabaseName(prefix, index + 1),
  );
  globalThis.__testDatabases = { url, names: [...workers, template] };
  await createTemplateDatabase(url, template);
  for (const worker of workers) await copyTemplate(url, template, worker);
}

async function serverUrl(): Promise<string> {
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (external) return external;
  const dir = await mkdtemp(join(tmpdir(), 'repair-shop-test-'));
  // Run as root, PostgreSQL runs as the "postgres" OS user, which must be able to enter the folder.
  await chmod(dir, 0o755);
  try {
    const database = await startEmbeddedPostgres(dir, quiet, { disposable: true });
    globalThis.__embeddedTestDatabase = { dir, stop: database.stop };
    return database.url;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
