import type { JobResponse } from '@repair-shop/contracts';
import { startRestartablePostgres, type RestartablePostgres } from './support/restartable-postgres';
import { bearer, createShop, jobRequest, startTestApp, type Shop, type TestApp } from './support/test-app';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * A database that goes away for a moment (a restart, a short outage) under load: requests answer 503
 * with an Albanian detail and may be retried; nobody is logged out, nothing answers 500, and every job
 * whose creation was acknowledged is there afterwards.
 */
describe('a database restart and outage under load', () => {
  let postgres: RestartablePostgres;
  let t: TestApp;
  let shop: Shop;
  const logLines: string[] = [];

  beforeAll(async () => {
    postgres = await startRestartablePostgres();
    t = await startTestApp(
      { DATABASE_URL: postgres.url, SMS_POLL_INTERVAL_MS: '100', LOG_LEVEL: 'warn' },
      new Date().toISOString(),
      {
        logStream: { write: (line: string) => void logLines.push(line) },
      },
    );
    shop = await createShop(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await postgres?.remove();
  });

  it('answers only 2xx or 503, logs nobody out and loses no acknowledged job', async () => {
    const answers: { status: number; code?: string; detail?: string }[] = [];
    const acknowledged: JobResponse[] = [];
    let running = true;
    let jobId: string | null = null;
    const requests = [
      () => t.http().get('/api/jobs').set(bearer(shop.token)),
      () => t.http().get('/api/user/profile').set(bearer(shop.token)),
      () => t.http().get('/api/jobs/counts').set(bearer(shop.token)),
      () => t.http().get('/api/stats').set(bearer(shop.token)),
      () =>
        t
          .http()
          .post('/api/jobs')
          .set(bearer(shop.token))
          .send(jobRequest(shop.worker.id, { clientPhone: `044 ${100000 + answers.length}` })),
      () =>
        jobId
          ? t.http().put(`/api/jobs/${jobId}/status`).set(bearer(shop.token)).send({ status: 'in_process' })
          : t.http().get('/api/workers').set(bearer(shop.token)),
    ];
    const load = async (lane: number) => {
      for (let index = lane; running; index += 1) {
        const response = await requests[index % requests.length]!();
        answers.push({ status: response.status, code: response.body?.code, detail: response.body?.detail });
        if (response.status === 201) {
          const job = (response.body as { job: JobResponse }).job;
          acknowledged.push(job);
          jobId = job.id;
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => load(lane));

    await sleep(800);
    // A fast restart, as `pg_ctl restart -m fast` does.
    await postgres.stop();
    await postgres.start();
    await sleep(800);
    // An outage of a few seconds.
    await postgres.stop();
    await sleep(3000);
    await postgres.start();
    await sleep(1500);
    running = false;
    await Promise.all(lanes);

    const unexpected = answers.filter((answer) => ![200, 201, 503].includes(answer.status));
    expect(unexpected).toEqual([]);
    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(answer.code).toBe('SERVICE_UNAVAILABLE');
      expect(answer.detail).toBe('Shërbimi nuk është i disponueshëm për momentin. Ju lutemi provoni përsëri pas pak.');
    }
    // Work went on after each interruption.
    expect(answers.slice(-20).some((answer) => answer.status === 200)).toBe(true);

    // The same token still opens the session, and every acknowledged job is there.
    expect((await t.http().get('/api/user/profile').set(bearer(shop.token))).status).toBe(200);
    for (const job of acknowledged) {
      expect((await t.http().get(`/api/jobs/${job.id}`).set(bearer(shop.token))).status).toBe(200);
    }
    const total = await t.http().get('/api/jobs').set(bearer(shop.token));
    expect(Number(total.headers['x-total-count'])).toBe(acknowledged.length);

    // An outage is logged as a warning per request, without a made-up error, not as a flood of errors.
    const unavailableLines = logLines
      .map((line) => JSON.parse(line) as { level: number; res?: { statusCode: number }; err?: unknown; msg: string })
      .filter((entry) => entry.res?.statusCode === 503);
    expect(unavailableLines.length).toBe(unavailable.length);
    for (const entry of unavailableLines) {
      expect(entry).toMatchObject({ level: 40, msg: 'request failed with 503' });
      expect(entry.err).toBeUndefined();
    }
  }, 60_000);
});
