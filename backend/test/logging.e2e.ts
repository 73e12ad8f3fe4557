import { bearer, createJob, createShop, startTestApp, type TestApp } from './support/test-app';

/** One JSON line per request, with its id everywhere, and nothing secret in any line. */
describe('structured logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'log' }, undefined, {
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const logged = () =>
    lines.map(
      (line) =>
        JSON.parse(line) as Record<string, unknown> & {
          req?: { id: string; url: string; method: string };
          res?: { statusCode: number };
        },
    );
  const settle = () => new Promise((done) => setTimeout(done, 50));

  it('writes one JSON line per request with its id, which the answer carries in X-Request-Id', async () => {
    const response = await t.http().get('/api/cities/kosovo');
    await settle();
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = logged().find((entry) => entry.req?.id === id);
    expect(line).toMatchObject({
      level: 30,
      req: { id, method: 'GET', url: '/api/cities/kosovo' },
      res: { statusCode: 200 },
    });
    expect(typeof line?.responseTime).toBe('number');
  });

  it('writes no line for the health probe', async () => {
    const probe = await t.http().get('/api/health');
    await t.http().get('/api/cities/albania');
    await settle();
    expect(logged().some((entry) => entry.req?.id === probe.headers['x-request-id'])).toBe(false);
    expect(logged().some((entry) => entry.req?.url === '/api/cities/albania')).toBe(true);
  });

  it('keeps the request id a proxy in front gave, and puts it in error bodies', async () => {
    const response = await t.http().get('/api/jobs').set('X-Request-Id', 'proxy-id-12345');
    expect(response.headers['x-request-id']).toBe('proxy-id-12345');
    expect(response.body.requestId).toBe('proxy-id-12345');
    // Not an id: a new one is made.
    const forged = await t.http().get('/api/jobs').set('X-Request-Id', 'x\u00e9<script>');
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes a token, a password, a search or a tracking secret', async () => {
    const shop = await createShop(t);
    const job = await createJob(t, shop.token, shop.worker.id, {
      clientName: 'Qëndrim Çeku',
      clientPhone: '049 111 222',
    });
    await t.http().post('/api/login').send({ email: shop.email, password: shop.password });
    await t.http().get('/api/jobs').query({ search: 'Qëndrim' }).set(bearer(shop.token));
    await t.http().get(`/api/public/track/${job.trackingToken}`);
    await settle();
    const everything = lines.join('\n');
    expect(everything).not.toContain(shop.token);
    expect(everything).not.toContain(shop.password);
    expect(everything).not.toContain(job.trackingToken);
    expect(everything).not.toContain('Qëndrim');
    expect(everything).not.toContain('049 111 222');
    expect(logged().some((entry) => entry.req?.url === '/api/public/track/[token]')).toBe(true);
    expect(logged().some((entry) => entry.req?.url === '/api/jobs?[query]')).toBe(true);
  });
});
