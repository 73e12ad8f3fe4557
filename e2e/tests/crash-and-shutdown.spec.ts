import { readFile, readdir, writeFile, chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { JobResponse, LoginResponse } from '@repair-shop/contracts';
import { callServer } from '../support/api';
import { freePort, logMessages, startServer, type ServerProcess } from '../support/server-process';
import { setTimeout as delay } from 'node:timers/promises';

// What an operator, an OOM killer or a container runtime does to `npm start` on its embedded database:
// no acknowledged write may be lost or hidden, whatever ends the process.
test.describe.configure({ mode: 'serial' });

const CREDENTIALS = { email: 'qendresa@example.com', password: 'fjalekalim-i-sigurt' };

interface Shop {
  token: string;
  workerId: string;
}

/** Processes still running PostgreSQL on this data directory (read from /proc). */
async function postgresOf(dataDir: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const args = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (args[0]?.endsWith('/postgres') && args.includes(join(dataDir, 'postgres'))) found.push(Number(entry));
  }
  return found;
}

async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

async function openShop(server: ServerProcess): Promise<Shop> {
  await callServer(server.baseUrl, 'POST', '/register', { firstName: 'Qëndresa', lastName: 'Gashi', ...CREDENTIALS });
  const { access_token: token } = await callServer<LoginResponse>(server.baseUrl, 'POST', '/login', CREDENTIALS);
  await callServer(
    server.baseUrl,
    'POST',
    '/business/register',
    { businessName: 'Servisi Dardania', contactNumber: '044 123 456', country: 'kosovo', city: 'Prishtinë' },
    token,
  );
  const { worker } = await callServer<{ worker: { id: string } }>(
    server.baseUrl,
    'POST',
    '/workers',
    { firstName: 'Besnik', lastName: 'Gashi', phoneNumber: '049 111 222' },
    token,
  );
  return { token, workerId: worker.id };
}

/** The shop again, after a restart: a new login and its worker. */
async function signIn(server: ServerProcess): Promise<Shop> {
  const { access_token: token } = await callServer<LoginResponse>(server.baseUrl, 'POST', '/login', CREDENTIALS);
  const [worker] = await callServer<{ id: string }[]>(server.baseUrl, 'GET', '/workers', undefined, token);
  return { token, workerId: worker!.id };
}

/** Jobs created at once; answers the ones the server acknowledged (201). */
async function createJobs(server: ServerProcess, shop: Shop, count: number, label: string): Promise<string[]> {
  const answers = await Promise.allSettled(
    Array.from({ length: count }, (_, index) =>
      callServer<{ job: JobResponse }>(
        server.baseUrl,
        'POST',
        '/jobs',
        {
          workerId: shop.workerId,
          clientName: `${label} ${index}`,
          clientPhone: `044 5${String(index).padStart(5, '0')}`,
          deviceModel: 'iPhone 13',
          deviceImei: '356938035643809',
          deviceCode: '0000',
          workDescription: 'Ekrani',
        },
        shop.token,
      ),
    ),
  );
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.job.id] : []));
}

/** After a restart: the same login works and every acknowledged job is there. */
async function expectJobsKept(server: ServerProcess, acknowledged: string[]): Promise<void> {
  const { access_token: token } = await callServer<LoginResponse>(server.baseUrl, 'POST', '/login', CREDENTIALS);
  for (const id of acknowledged) await callServer(server.baseUrl, 'GET', `/jobs/${id}`, undefined, token);
  const page = await fetch(`${server.baseUrl}/api/jobs?limit=1`, { headers: { Authorization: `Bearer ${token}` } });
  expect(Number(page.headers.get('x-total-count'))).toBe(acknowledged.length);
}

let dataDir: string;
let port: number;
let acknowledged: string[] = [];

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'repair-shop-crash-'));
  await chmod(dataDir, 0o755);
  port = await freePort();
});

test.afterAll(async () => {
  for (const pid of await postgresOf(dataDir)) process.kill(pid, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Every server a test started, stopped after it whatever happened (a failed test must not leave one running). */
const started: ServerProcess[] = [];
const start = async () => {
  const server = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000' }, port, { timeoutMs: 90_000 });
  started.push(server);
  return server;
};

test.afterEach(async () => {
  for (const server of started.splice(0)) await server.stop();
});

test('kill -9 of the backend alone: its PostgreSQL stops with it, and the next start has every acknowledged job', async () => {
  test.setTimeout(180_000);
  const server = await start();
  const shop = await openShop(server);
  acknowledged = await createJobs(server, shop, 30, 'Para vrasjes');
  expect(acknowledged).toHaveLength(30);
  await server.kill('SIGKILL');
  // The watchdog stops the orphaned PostgreSQL: it does not outlive the backend.
  await expect.poll(() => postgresOf(dataDir), { timeout: 15_000 }).toEqual([]);
  const again = await start();
  expect(logMessages(again.output()).join('\n')).not.toContain('PGlite');
  await expectJobsKept(again, acknowledged);
  await again.stop();
});

test('kill -9 of the backend and of its PostgreSQL: the next start recovers every acknowledged job', async () => {
  test.setTimeout(180_000);
  const server = await start();
  acknowledged.push(...(await createJobs(server, await signIn(server), 20, 'Para rrëzimit')));
  expect(acknowledged).toHaveLength(50);
  const postgres = await postmasterPid(dataDir);
  await server.kill('SIGKILL');
  process.kill(postgres, 'SIGKILL');
  const again = await start();
  await expectJobsKept(again, acknowledged);
  await again.stop();
});

test('a PostgreSQL left running by a killed backend (and its watchdog) is taken over, not replaced by an empty database', async () => {
  test.setTimeout(180_000);
  const server = await start();
  const postgres = await postmasterPid(dataDir);
  const watchdogs = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  for (const entry of watchdogs) {
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('postgres-watchdog.js') && cmdline.includes(String(server.pid)))
      process.kill(Number(entry), 'SIGKILL');
  }
  await server.kill('SIGKILL');
  expect(await postgresOf(dataDir)).toContain(postgres);
  const again = await start();
  expect(
    logMessages(again.output()).some((line) => line.startsWith('Stopping the embedded PostgreSQL left running')),
  ).toBe(true);
  expect(logMessages(again.output()).join('\n')).not.toContain('PGlite');
  await expectJobsKept(again, acknowledged);
  await again.stop();
});

test('SIGTERM finishes the requests in flight, stops PostgreSQL and exits 0, losing nothing it acknowledged', async () => {
  test.setTimeout(180_000);
  const server = await start();
  const inFlight = createJobs(server, await signIn(server), 40, 'Gjatë ndalimit');
  await delay(30);
  await server.stop();
  const done = await inFlight;
  expect(server.exitCode()).toBe(0);
  expect(logMessages(server.output())).toContain('Stopped');
  expect(await postgresOf(dataDir)).toEqual([]);
  acknowledged.push(...done);
  const again = await start();
  await expectJobsKept(again, acknowledged);
  await again.stop();
});

test('a data directory that cannot be opened stops the start with a clear error, never an empty database', async () => {
  test.setTimeout(120_000);
  const version = join(dataDir, 'postgres', 'PG_VERSION');
  const original = await readFile(version, 'utf8');
  await writeFile(version, '99\n');
  try {
    const failure = await start().then(
      (server) => server,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).toContain('could not start');
    expect(String(failure)).toContain('Its data is kept as it is');
    expect(await readdir(dataDir)).not.toContain('pglite');
  } finally {
    await writeFile(version, original);
  }
});
