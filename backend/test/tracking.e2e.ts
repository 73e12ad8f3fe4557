import { TICKET_CODE_PROBLEM, type JobResponse, type TrackingResponse } from '@repair-shop/contracts';
import { bearer, createJob, createShop, expectError, startTestApp, type Shop, type TestApp } from './support/test-app';

const NOT_FOUND = 'Puna nuk u gjet. Kontrolloni lidhjen, ose kodin dhe numrin e telefonit.';

describe('public tracking page', () => {
  let t: TestApp;
  let shop: Shop;
  let job: JobResponse;
  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t, {}, { businessName: 'Servisi Ylli', contactNumber: '044 777 888' });
    job = await createJob(t, shop.token, shop.worker.id, {
      clientPhone: '045 123 987',
      deviceModel: 'Pixel 8',
      deviceImei: '359876543210983',
      deviceCode: '4321',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives every job an unguessable token of at least 128 random bits, short enough for one SMS, not its id', () => {
    // 22 base62 characters: 22 × log2(62) ≈ 131 bits.
    expect(job.trackingToken).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(job.trackingToken).not.toContain(job.id.slice(0, 8));
  });

  it('still opens a job added before, by its 43-character link', async () => {
    const older = await createJob(t, shop.token, shop.worker.id, { deviceModel: 'iPhone 8' });
    const oldToken = 'Xy3_-'.repeat(8) + 'abc';
    await t.db.query('UPDATE jobs SET tracking_token = $2 WHERE id = $1', [older.id, oldToken]);
    const response = await t.http().get(`/api/public/track/${oldToken}`);
    expect(response.status).toBe(200);
    expect((response.body as TrackingResponse).deviceModel).toBe('iPhone 8');
  });

  it('shows the shop, the device and the status without login, and nothing private', async () => {
    expect(
      (await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send({ status: 'in_process' })).status,
    ).toBe(200);
    const response = await t.http().get(`/api/public/track/${job.trackingToken}`);
    expect(response.status).toBe(200);
    const tracked = response.body as TrackingResponse;
    expect(tracked).toEqual({
      shopName: 'Servisi Ylli',
      shopPhone: '044 777 888',
      deviceModel: 'Pixel 8',
      ticketCode: job.id.slice(-6).toUpperCase(),
      status: 'in_process',
      receivedAt: job.createdAt,
      updatedAt: expect.any(String),
      currency: 'EUR',
      estimate: null,
      // A shop without history predicts nothing.
      readyBy: null,
    });
    const text = JSON.stringify(tracked);
    for (const secret of ['045 123 987', '359876543210983', '4321', job.id, job.clientName])
      expect(text).not.toContain(secret);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    expectError(await t.http().get(`/api/public/track/${'A'.repeat(43)}`), 404, NOT_FOUND);
    expectError(await t.http().get(`/api/public/track/${'A'.repeat(22)}`), 404, NOT_FOUND);
    expectError(await t.http().get('/api/public/track/abc'), 404, NOT_FOUND);
    expectError(await t.http().get(`/api/public/track/${job.id}`), 404, NOT_FOUND);
  });

  it('reads the ticket code as people type it: with the "#" the app shows, spaces, lower case', async () => {
    const code = job.id.slice(-6).toUpperCase();
    const typed = [
      `#${code}`,
      `#${code.toLowerCase()}`,
      ` ${code.slice(0, 2)} ${code.slice(2)} `,
      `# ${code.toLowerCase()}\t`,
    ];
    for (const form of typed) {
      const found = await t.http().post('/api/public/track/lookup').send({ code: form, phoneLast4: '3987' });
      expect({ form, status: found.status, body: found.body as unknown }).toEqual({
        form,
        status: 200,
        body: { token: job.trackingToken },
      });
    }
  });

  it('finds the token by ticket code and the last four digits of the phone', async () => {
    const code = job.id.slice(-6);
    const found = await t
      .http()
      .post('/api/public/track/lookup')
      .send({ code: code.toLowerCase(), phoneLast4: '3987' });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ token: job.trackingToken });
    expectError(await t.http().post('/api/public/track/lookup').send({ code, phoneLast4: '0000' }), 404, NOT_FOUND);
    expectError(
      await t.http().post('/api/public/track/lookup').send({ code: 'ZZZZZZ', phoneLast4: '3987' }),
      400,
      TICKET_CODE_PROBLEM,
    );
    expectError(
      await t
        .http()
        .post('/api/public/track/lookup')
        .send({ code: `#${code.slice(0, 5)}`, phoneLast4: '3987' }),
      400,
      TICKET_CODE_PROBLEM,
    );
    expectError(
      await t.http().post('/api/public/track/lookup').send({ code, phoneLast4: '12' }),
      400,
      'Fusha «Katër shifrat e fundit të telefonit» nuk ka formatin e duhur.',
    );
  });
});

describe('public tracking rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the fourth lookup within the window with 429', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await t.http().post('/api/public/track/lookup').send({ code: 'ABCDEF', phoneLast4: '1234' })).status,
      ).toBe(404);
    }
    expectError(await t.http().post('/api/public/track/lookup').send({ code: 'ABCDEF', phoneLast4: '1234' }), 429);
  });
});
