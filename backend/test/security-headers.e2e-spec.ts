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
