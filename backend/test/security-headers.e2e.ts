import { bearer, createShop, startTestApp, type TestApp } from './support/test-app';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the security headers on every answer, and no-store on the API', async () => {
    for (const response of [
      await t.http().get('/api/health'),
      await t.http().get('/api/jobs'),
      await t.http().get('/api/nuk-ekziston'),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      expect(response.headers['cache-control']).toBe('no-store');
      // Plain HTTP: HSTS would mean nothing.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends the same headers, built once, on answers of every kind, each with its own request id', async () => {
    const answers = [
      await t.http().get('/api/health/live'),
      await t.http().get('/api/jobs').set(bearer('nope')),
      await t.http().post('/api/login').set('Content-Type', 'application/json').send('{"email":'),
      await t.http().post('/api/login').set('Content-Type', 'text/plain').send('hello'),
      await t.http().post('/api/login').send({ email: 'jo-email', password: '' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 400, 415, 400]);
    const security = (headers: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(headers).filter(([name]) => !['date', 'content-length', 'x-request-id', 'etag'].includes(name)),
      );
    const first = security(answers[0]!.headers);
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
        'cache-control',
      ]),
    );
    // Beside them, answers add their own (a login's rate limit, a body's type): those of the first must all be there.
    for (const answer of answers) expect(security(answer.headers)).toMatchObject(first);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    expect(new Set(ids).size).toBe(answers.length);
    for (const answer of answers.slice(1)) expect(answer.body.requestId).toBe(answer.headers['x-request-id']);
  });

  it('never lets a cache keep an answer that carries a token', async () => {
    const shop = await createShop(t);
    const login = await t.http().post('/api/login').send({ email: shop.email, password: shop.password });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await t.http().get('/api/user/profile').set(bearer(shop.token))).headers['cache-control']).toBe('no-store');
  });

  it('adds HSTS when the request came over HTTPS through the proxy', async () => {
    const response = await t.http().get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('allows no other origin by default (no CORS headers, so a browser refuses cross-site calls)', async () => {
    const preflight = await t
      .http()
      .options('/api/login')
      .set('Origin', 'https://tjeter.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const call = await t.http().get('/api/health').set('Origin', 'https://tjeter.example');
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS for a split deployment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: 'https://app.servisi.test, https://admin.servisi.test/' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the configured origins call the API and read the total of a page', async () => {
    const preflight = await t
      .http()
      .options('/api/jobs')
      .set('Origin', 'https://admin.servisi.test')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://admin.servisi.test');
    const call = await t.http().get('/api/health').set('Origin', 'https://app.servisi.test');
    expect(call.headers['access-control-allow-origin']).toBe('https://app.servisi.test');
    expect(call.headers['access-control-expose-headers']).toContain('X-Total-Count');
  });

  it('still refuses any other origin', async () => {
    const call = await t.http().get('/api/health').set('Origin', 'https://tjeter.example');
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });
});
