import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bearer, createJob, createShop, startTestApp, type TestApp } from './support/test-app';

/** API answers are compressed as the client accepts, in one call up to 64 kB and through a stream above. */
describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // Fastify's inject gives the bytes as sent: nothing on the way decompresses them.
  const fetchRaw = (url: string, headers: Record<string, string>) =>
    t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });

  it('sends a page of jobs in brotli or gzip, as accepted, and the same JSON once decompressed', async () => {
    const shop = await createShop(t);
    for (let index = 0; index < 12; index++)
      await createJob(t, shop.token, shop.worker.id, { workDescription: `Ekrani i thyer, rasti ${index}` });
    const { Authorization } = bearer(shop.token);
    const plain = await fetchRaw('/api/jobs?limit=20', { authorization: Authorization });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await fetchRaw('/api/jobs?limit=20', { authorization: Authorization, 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await fetchRaw('/api/jobs?limit=20', { authorization: Authorization, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses an answer above 64 kB too, and leaves a small one as it is', async () => {
    const plain = await fetchRaw('/api/openapi.json', {});
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
    const br = await fetchRaw('/api/openapi.json', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const small = await fetchRaw('/api/health/live', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });
});
