import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import type { PrintStationCreatedResponse, PrintStationPairedResponse } from '@repair-shop/contracts';
import { addJob, addWorker, callServer, createShopOwner, giveLogin, type ShopOwner } from '../support/api';
import { startFleet, type Fleet } from '../support/fleet/fleet';
import { failures, steadyLoad, type LoadResult } from '../support/fleet/steady-load';
import { setTimeout as delay } from 'node:timers/promises';

// Three instances behind HAProxy on PgBouncer in transaction mode, as docker/compose.fleet.yml runs them, from
// Debian's haproxy and pgbouncer packages (`apt-get install haproxy pgbouncer`; .ci/run installs them). Its own
// project (playwright.config.ts), started first on one worker while the others run the shared tests.
test.describe.configure({ mode: 'serial' });

const missing = ['haproxy', 'pgbouncer'].filter((tool) => {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`]);
    return false;
  } catch {
    return true;
  }
});

const AUTH_RATE_LIMIT = 30;
let fleet: Fleet;

test.describe('a fleet of three', { tag: '@fleet' }, () => {
  test.beforeAll(async () => {
    test.skip(missing.length > 0, `needs ${missing.join(' and ')}: apt-get install -y haproxy pgbouncer`);
    test.setTimeout(180_000);
    fleet = await startFleet(3, { AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT) });
  });

  test.afterAll(async () => {
    await fleet?.stop();
  });

  async function shopWithWorker(): Promise<{ owner: ShopOwner; workerId: string }> {
    const owner = await createShopOwner({ server: fleet.url });
    return { owner, workerId: (await addWorker(owner)).id };
  }

  /** Status of a call with the token straight to one instance. */
  async function statusAt(
    baseUrl: string,
    method: string,
    path: string,
    token: string,
    body?: unknown,
  ): Promise<number> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** The acknowledged jobs missing from the database, read directly from PostgreSQL. */
  async function missingJobs(result: LoadResult): Promise<string[]> {
    const client = new Client({ connectionString: fleet.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>(`SELECT id FROM jobs WHERE id = ANY($1::uuid[])`, [
        result.acknowledgedJobIds,
      ]);
      const found = new Set(rows.map((row) => row.id));
      return result.acknowledgedJobIds.filter((id) => !found.has(id));
    } finally {
      await client.end();
    }
  }

  /** Waits until 20 reads in a row through the balancer, 100 ms apart, succeed (at most 60 s). */
  async function steadyAnswers(token: string): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (let inARow = 0; inARow < 20;) {
      if (Date.now() > deadline) throw new Error('the fleet did not answer steadily within 60 s');
      inARow = (await statusAt(fleet.url, 'GET', '/jobs?limit=1', token)) === 200 ? inARow + 1 : 0;
      await delay(100);
    }
  }

  test("a shop's day goes through the balancer and PgBouncer's transaction pooling, each call on the next instance", async () => {
    const { owner, workerId } = await shopWithWorker();
    const job = await addJob(owner, workerId, 'Drita Berisha');
    const call = <T>(method: string, path: string, body?: unknown) =>
      callServer<T>(fleet.url, method, path, body, owner.token);
    await call('PUT', `/jobs/${job.id}/status`, { status: 'in_process' });
    await call('POST', `/jobs/${job.id}/messages`, { message: 'Ekrani u porosit' });
    await call('POST', `/jobs/${job.id}/payments`, { amount: 20, method: 'cash', kind: 'deposit' });
    await call('PUT', `/jobs/${job.id}/status`, { status: 'ready' });
    // Written through one instance, read through the next ones: what a shop wrote shows at once everywhere.
    for (let round = 0; round < 3; round += 1) {
      const detail = await call<{ job: { status: string } }>('GET', `/jobs/${job.id}`);
      expect(detail.job.status).toBe('ready');
    }
    for (const path of [
      '/business',
      '/workers',
      '/jobs?limit=20',
      '/insights',
      '/products',
      '/sales',
      '/print-stations',
    ]) {
      await call('GET', path);
    }
    const tracking = await callServer<{ status: string }>(fleet.url, 'GET', `/public/track/${job.trackingToken}`);
    expect(tracking.status).toBe('ready');
  });

  test('a document sent through instance 1 wakes a station whose event stream instance 3 holds', async () => {
    const { owner, workerId } = await shopWithWorker();
    const job = await addJob(owner, workerId);
    const { station, pairingUrl } = await callServer<PrintStationCreatedResponse>(
      fleet.url,
      'POST',
      '/print-stations',
      { name: 'Banaku' },
      owner.token,
    );
    const { stationToken } = await callServer<PrintStationPairedResponse>(fleet.url, 'POST', '/print-stations/pair', {
      token: pairingUrl.split('/print/pair/')[1],
    });
    const [first, , third] = fleet.instances;
    const stream = await fetch(`${third!.baseUrl}/api/station/events`, {
      headers: { Authorization: `Bearer ${stationToken}`, Accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let events = '';
    const nextQueued = async (): Promise<void> => {
      const deadline = Date.now() + 10_000;
      while (!/event: queued/.test(events)) {
        if (Date.now() > deadline) throw new Error(`no "queued" event in 10 s: ${events}`);
        const { value } = await reader.read();
        events += decoder.decode(value);
      }
      events = events.replace(/event: queued/, '');
    };
    await nextQueued(); // the one every stream opens with
    expect(
      await statusAt(first!.baseUrl, 'POST', `/jobs/${job.id}/print`, owner.token, {
        stationId: station.id,
        document: 'label',
      }),
    ).toBe(201);
    // Only PostgreSQL's NOTIFY, through instance 3's LISTEN on its session connection, can wake this stream now.
    await nextQueued();
    await reader.cancel();
  });

  test('a login ended through one instance is refused at once on another', async () => {
    const [first, second, third] = fleet.instances.map((instance) => instance.baseUrl);
    const { owner } = await shopWithWorker();
    // Logged out through instance 2, refused on instance 3.
    const session = await callServer<{ access_token: string }>(first!, 'POST', '/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(await statusAt(third!, 'GET', '/business', session.access_token)).toBe(200);
    expect(await statusAt(second!, 'POST', '/logout', session.access_token)).toBe(200);
    expect(await statusAt(third!, 'GET', '/business', session.access_token)).toBe(401);

    // A worker's login taken away through instance 1, refused on instance 3.
    const worker = await addWorker(owner, 'Arta');
    const staff = await giveLogin({ ...owner, server: first! }, worker, 'technician');
    expect(await statusAt(third!, 'GET', '/jobs?limit=20', staff.token)).toBe(200);
    expect(await statusAt(first!, 'DELETE', `/workers/${worker.id}/login`, owner.token)).toBe(200);
    expect(await statusAt(third!, 'GET', '/jobs?limit=20', staff.token)).toBe(401);

    // A worker deactivated through instance 2, refused on instance 1.
    const other = await addWorker(owner, 'Blerim');
    const otherStaff = await giveLogin({ ...owner, server: first! }, other, 'technician');
    expect(await statusAt(first!, 'GET', '/jobs?limit=20', otherStaff.token)).toBe(200);
    expect(await statusAt(second!, 'PATCH', `/workers/${other.id}`, owner.token, { active: false })).toBe(200);
    expect(await statusAt(first!, 'GET', '/jobs?limit=20', otherStaff.token)).toBe(401);
  });

  test("the login limit counts a client's tries on every instance together", async () => {
    const client = '203.0.113.7';
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= AUTH_RATE_LIMIT; attempt += 1) {
      const instance = fleet.instances[attempt % fleet.instances.length]!;
      const response = await fetch(`${instance.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        body: JSON.stringify({ email: 'askush@example.com', password: 'gabim-gabim-gabim' }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, AUTH_RATE_LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses[AUTH_RATE_LIMIT]).toBe(429);
  });

  test('a rolling restart of every instance under steady reads and writes fails no request', async () => {
    test.setTimeout(240_000);
    const { owner, workerId } = await shopWithWorker();
    const load = steadyLoad(fleet.url, owner, workerId);
    await delay(2_000);
    for (const instance of fleet.instances) {
      await instance.stop();
      await instance.start();
      await fleet.waitForBalancer();
    }
    await delay(2_000);
    const result = await load.stop();
    expect(failures(result.answers)).toEqual([]);
    expect(result.acknowledgedJobIds.length).toBeGreaterThan(20);
    expect(await missingJobs(result)).toEqual([]);
  });

  test('kill -9 of one instance fails only what it had in flight, and the balancer routes around it', async () => {
    test.setTimeout(180_000);
    const { owner, workerId } = await shopWithWorker();
    const load = steadyLoad(fleet.url, owner, workerId);
    await delay(2_000);
    const victim = fleet.instances[1]!;
    await victim.kill();
    const killedAt = Date.now();
    await fleet.waitForBalancer(fleet.instances.filter((instance) => instance !== victim).map((one) => one.name));
    await delay(3_000);
    const result = await load.stop();
    const failed = result.answers.filter((answer) => answer.status < 200 || answer.status >= 300);
    // Four loops: at most one request each was in flight on the killed instance. The balancer answers 502 for it, or
    // closes the client's connection unanswered when it had sent it on a kept-alive one (status 0 here).
    expect(failed.length).toBeLessThanOrEqual(4);
    const unexpected = failed.filter(
      (answer) => (answer.status !== 502 && answer.status !== 0) || answer.at - killedAt > 2_000,
    );
    expect(
      unexpected.map(
        (answer) => `${answer.status} ${answer.method} ${answer.path} +${answer.at - killedAt} ms ${answer.error}`,
      ),
    ).toEqual([]);
    expect(await missingJobs(result)).toEqual([]);
    await victim.start();
    await fleet.waitForBalancer();
  });

  for (const outage of ['PgBouncer', 'PostgreSQL'] as const) {
    test(`a ${outage} restart under load answers 503 while it lasts, never 500 or a logout, and recovers by itself`, async () => {
      test.setTimeout(180_000);
      const { owner, workerId } = await shopWithWorker();
      const load = steadyLoad(fleet.url, owner, workerId);
      await delay(2_000);
      if (outage === 'PgBouncer') {
        await fleet.pgbouncer.stop();
        await delay(2_000);
        await fleet.pgbouncer.start();
      } else {
        await fleet.postgres.restart();
      }
      // HAProxy may not have seen the outage yet when it ends (a fast restart): recovered is when answers are steady.
      await steadyAnswers(owner.token);
      const recoveredAt = Date.now();
      await delay(3_000);
      const result = await load.stop();
      const failed = result.answers.filter((answer) => answer.status < 200 || answer.status >= 300);
      test.info().annotations.push({
        type: 'answers',
        description: `${result.answers.length} requests, ${failed.length} answered 503 during the outage`,
      });
      expect(
        failed.filter((answer) => answer.status !== 503).map((answer) => `${answer.status} ${answer.path}`),
      ).toEqual([]);
      // Once the balancer sends traffic again, every request succeeds, with the same session.
      const late = result.answers.filter((answer) => answer.at > recoveredAt);
      expect(late.length).toBeGreaterThan(10);
      expect(failures(late)).toEqual([]);
      expect(await missingJobs(result)).toEqual([]);
    });
  }
});
