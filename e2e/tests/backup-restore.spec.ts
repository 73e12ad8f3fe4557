import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import type { JobResponse, LoginResponse } from '@repair-shop/contracts';
import { callServer } from '../support/api';
import { freePort, startServer, type ServerProcess } from '../support/server-process';

const run = promisify(execFile);
const CLI = join(dirname(require.resolve('@repair-shop/backend')), 'backup', 'backup-cli.js');
const CREDENTIALS = { email: 'arbnora@example.com', password: 'fjalekalim-i-sigurt' };

/** `npm run backup` / `npm run restore` (the backend's CLI) on the embedded database of a DATA_DIR. */
const cli = (dataDir: string, ...args: string[]) =>
  run(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATA_DIR: dataDir },
  });

test('a backup taken while the product runs restores into a new DATA_DIR, where the shop logs in and finds its jobs', async () => {
  test.setTimeout(240_000);
  const root = await mkdtemp(join(tmpdir(), 'repair-shop-backup-'));
  await chmod(root, 0o755);
  const [first, second] = [join(root, 'first'), join(root, 'second')];
  const file = join(root, 'servisi.backup.gz');
  let server: ServerProcess | null = null;
  try {
    server = await startServer({ DATA_DIR: first }, await freePort(), { timeoutMs: 90_000 });
    await callServer(server.baseUrl, 'POST', '/register', {
      firstName: 'Arbnora',
      lastName: 'Berisha',
      ...CREDENTIALS,
    });
    let { access_token: token } = await callServer<LoginResponse>(server.baseUrl, 'POST', '/login', CREDENTIALS);
    await callServer(
      server.baseUrl,
      'POST',
      '/business/register',
      { businessName: 'Servisi Ilirida', contactNumber: '044 123 456', country: 'kosovo', city: 'Pejë' },
      token,
    );
    const { worker } = await callServer<{ worker: { id: string } }>(
      server.baseUrl,
      'POST',
      '/workers',
      { firstName: 'Besnik', lastName: 'Gashi', phoneNumber: '049 111 222' },
      token,
    );
    const created: string[] = [];
    for (const clientName of ['Qëndrim Çeku', 'Ëndrita Dërmaku', 'Çlirim Gashi']) {
      const { job } = await callServer<{ job: JobResponse }>(
        server.baseUrl,
        'POST',
        '/jobs',
        {
          workerId: worker.id,
          clientName,
          clientPhone: '045 222 333',
          deviceModel: 'Pixel 8',
          deviceImei: '356938035643809',
          deviceCode: '0000',
          workDescription: 'Bateria',
        },
        token,
      );
      created.push(job.id);
    }

    // While the server runs: the backup reads its PostgreSQL as it is.
    const backup = await cli(first, 'backup', file);
    expect(backup.stderr).toMatch(/Backup written to .*servisi\.backup\.gz: \d+ tables, \d+ rows/);
    // A restore needs the server stopped.
    await expect(cli(first, 'restore', file, '--replace')).rejects.toMatchObject({
      stderr: expect.stringContaining('stop it before restoring'),
    });
    await server.stop();

    // A new machine: an empty DATA_DIR, the backup restored into it, the server started on it.
    const restored = await cli(second, 'restore', file);
    expect(restored.stderr).toMatch(/Restored \d+ rows of \d+ tables/);
    await expect(cli(second, 'restore', file)).rejects.toMatchObject({ stderr: expect.stringContaining('--replace') });
    server = await startServer({ DATA_DIR: second }, await freePort(), { timeoutMs: 90_000 });
    ({ access_token: token } = await callServer<LoginResponse>(server.baseUrl, 'POST', '/login', CREDENTIALS));
    const jobs = await callServer<JobResponse[]>(server.baseUrl, 'GET', '/jobs', undefined, token);
    expect(jobs.map((job) => job.id).sort()).toEqual([...created].sort());
    expect(
      (await callServer<JobResponse[]>(server.baseUrl, 'GET', '/jobs?search=qendrim', undefined, token)).map(
        (job) => job.clientName,
      ),
    ).toEqual(['Qëndrim Çeku']);
    await server.stop();
  } finally {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  }
});
