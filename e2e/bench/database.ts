import { chmod, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '@repair-shop/backend/embedded-postgres';

/** The bench's own folder (gitignored): the embedded cluster and the server's DATA_DIR, kept between runs. */
export const BENCH_DATA_DIR = resolve(__dirname, '..', 'bench-data');

export interface BenchDatabase {
  url: string;
  /** Where it is, for the log (never the password). */
  describe: string;
  stop(): Promise<void>;
}

/** Databases that hold someone else's data: the bench refuses to seed them. */
const NOT_OURS = new Set(['postgres', 'test', 'template0', 'template1']);

/**
 * BENCH_DATABASE_URL when set (its database is created if missing), otherwise an embedded PostgreSQL
 * under e2e/bench-data, so that the 2.1 million jobs are seeded once and reused.
 */
export async function openBenchDatabase(env: NodeJS.ProcessEnv): Promise<BenchDatabase> {
  const external = env.BENCH_DATABASE_URL?.trim();
  if (external) {
    const url = new URL(external);
    const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
    if (!name || NOT_OURS.has(name))
      throw new Error(`BENCH_DATABASE_URL must name a database of its own (e.g. /bench), not "${name}"`);
    await createDatabaseIfMissing(url, name);
    return { url: external, describe: `${url.hostname}:${url.port || 5432}/${name}`, stop: async () => undefined };
  }
  await mkdir(BENCH_DATA_DIR, { recursive: true });
  // Run as root, the embedded PostgreSQL runs as the "postgres" OS user, which must enter the folder.
  await chmod(BENCH_DATA_DIR, 0o755);
  const embedded = await startEmbeddedPostgres(
    BENCH_DATA_DIR,
    { log: () => undefined, warn: (message) => console.warn(message) },
    { watchdog: true },
  );
  return {
    url: embedded.url,
    describe: `embedded PostgreSQL in ${join(BENCH_DATA_DIR, 'postgres')}`,
    stop: embedded.stop,
  };
}

async function createDatabaseIfMissing(url: URL, name: string): Promise<void> {
  const server = new URL(url.toString());
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
