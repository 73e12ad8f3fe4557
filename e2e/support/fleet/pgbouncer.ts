import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serviceUser } from './os-user';
import { portOpen } from './port-open';
import { supervise, type SupervisedProcess } from './supervised-process';

/**
 * PgBouncer in transaction pooling in front of the cluster, as a provider runs it: a server connection is
 * lent for one transaction at a time, so nothing may rely on a session (named statements, LISTEN, session locks).
 * A client waits at most 10 s for a server connection, then gets an error (a 503), never a hang.
 */
export async function pgbouncer(dir: string, port: number, postgresPort: number): Promise<SupervisedProcess> {
  const ini = join(dir, 'pgbouncer.ini');
  const users = join(dir, 'userlist.txt');
  await writeFile(users, '"postgres" ""\n', { mode: 0o644 });
  await writeFile(
    ini,
    [
      '[databases]',
      `* = host=127.0.0.1 port=${postgresPort}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      'max_client_conn = 500',
      'default_pool_size = 20',
      'server_login_retry = 1',
      'query_wait_timeout = 10',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
    ].join('\n'),
    { mode: 0o644 },
  );
  return supervise('pgbouncer', [ini], serviceUser(), () => portOpen(port));
}
