import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serviceUser } from '@repair-shop/backend/restartable-postgres';
import { portOpen } from './port-open';
import { supervise, type SupervisedProcess } from './supervised-process';

/** The production PgBouncer configuration's script (docker/pgbouncer/pgbouncer-ini.sh). */
const CONFIG_SCRIPT = join(__dirname, '..', '..', '..', 'docker', 'pgbouncer', 'pgbouncer-ini.sh');

/**
 * PgBouncer in transaction pooling in front of the cluster, with the production configuration (trust instead of
 * passwords): a server connection is lent for one transaction at a time, so nothing may rely on a session.
 */
export async function pgbouncer(dir: string, port: number, postgresPort: number): Promise<SupervisedProcess> {
  const ini = join(dir, 'pgbouncer.ini');
  const users = join(dir, 'userlist.txt');
  await writeFile(users, '"postgres" ""\n', { mode: 0o644 });
  const config = execFileSync(CONFIG_SCRIPT, {
    env: {
      PATH: process.env.PATH ?? '',
      DB_HOST: '127.0.0.1',
      DB_PORT: String(postgresPort),
      LISTEN_PORT: String(port),
      AUTH_TYPE: 'trust',
      AUTH_FILE: users,
      LOG_FILE: join(dir, 'pgbouncer.log'),
    },
  });
  await writeFile(ini, config, { mode: 0o644 });
  return supervise('pgbouncer', [ini], serviceUser(), () => portOpen(port));
}
