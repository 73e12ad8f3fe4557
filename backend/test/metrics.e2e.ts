import { bearer, createJob, createShop, expectError, startTestApp, type TestApp } from './support/test-app';

const TOKEN = 'metrics-token-0123456789';

describe('Prometheus metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers only a scraper with the configured token', async () => {
    expectError(await t.http().get('/api/metrics'), 401);
    expectError(await t.http().get('/api/metrics').set(bearer('metrics-token-wrong-0000')), 401);
  });

  it('counts requests per route pattern, and shows the SMS outbox and the database pool', async () => {
    const shop = await createShop(t);
    const job = await createJob(t, shop.token, shop.worker.id);
    await t.http().get(`/api/jobs/${job.id}`).set(bearer(shop.token));
    const response = await t.http().get('/api/metrics').set(bearer(TOKEN));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.text;
    expect(text).toMatch(/http_requests_total\{method="POST",route="\/api\/jobs",status="201"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/jobs\/:id",status="200"\} 1/);
    // Labelled by pattern, never by the URL.
    expect(text).not.toContain(job.id);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/jobs\/:id"\}/);
    expect(text).toMatch(/^sms_outbox_pending 0$/m);
    expect(text).toMatch(/^db_pool_connections\{state="open"\} \d+$/m);
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('metrics when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('are not served at all', async () => {
    expectError(await t.http().get('/api/metrics').set(bearer(TOKEN)), 404);
  });
});
