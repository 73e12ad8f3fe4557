import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  DEFAULT_SMS_TEMPLATES,
  TOTAL_COUNT_HEADER,
  clientTicketCode,
  type BusinessResponse,
  type JobAttentionResponse,
  type JobResponse,
  type JobStatus,
  type PartResponse,
} from '@repair-shop/contracts';
import { SmsSenderService } from '../src/modules/sms/outbox/sms-sender.service';
import { DAY_MS } from './support/test-clock';
import {
  bearer,
  createJob,
  createShop,
  createWorker,
  expectError,
  expectStatus,
  staffLogin,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

/** The background sender stays out of the way; the test calls deliverDue() itself. */
const NO_BACKGROUND_ROUNDS = { SMS_POLL_INTERVAL_MS: '3600000' };
const MINUTE_MS = 60 * 1000;

/**
 * GET /api/jobs/attention. The test clock moves forward through the days; each test has a shop of its
 * own (a trial of 30 days, which no test outlives).
 */
describe('jobs that need attention (GET /api/jobs/attention)', () => {
  let t: TestApp;
  let uploadsDir: string;
  let shop: Shop;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'servisi-attention-'));
    t = await startTestApp({ ...NO_BACKGROUND_ROUNDS, UPLOADS_DIR: uploadsDir });
  });
  beforeEach(async () => {
    shop = await createShop(t, { firstName: 'Besnik', lastName: 'Rama' }, { businessName: 'Servisi Kujdesi' });
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const list = async (query = '', token = shop.token): Promise<{ items: JobAttentionResponse[]; total: number }> => {
    const response = await t.http().get(`/api/jobs/attention${query}`).set(bearer(token));
    expectStatus(response, 200);
    return {
      items: response.body as JobAttentionResponse[],
      total: Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]),
    };
  };
  /** Ids and reasons, as the list orders them. */
  const listed = async (token = shop.token) =>
    (await list('', token)).items.map(({ jobId, reason }) => `${jobId}:${reason}`);
  const newJob = (fields: Parameters<typeof createJob>[3] = {}, token = shop.token, workerId = shop.worker.id) =>
    createJob(t, token, workerId, fields);
  const setStatus = async (jobId: string, status: JobStatus, token = shop.token) =>
    expectStatus(await t.http().put(`/api/jobs/${jobId}/status`).set(bearer(token)).send({ status }), 200);
  const updateBusiness = async (fields: Record<string, unknown>, owner = shop) => {
    const { businessName, contactNumber, country, city } = (
      await t.http().get('/api/business').set(bearer(owner.token))
    ).body as BusinessResponse;
    return t
      .http()
      .put('/api/business')
      .set(bearer(owner.token))
      .send({ businessName, contactNumber, country, city, ...fields });
  };
  const days = (count: number) => t.clock.advance(count * DAY_MS);

  it('lists a ready job from the day it has waited uncollected for 7 days, with how long and since when', async () => {
    const job = await newJob({ clientName: 'Teuta Leka', clientPhone: '049 222 333', deviceModel: 'Pixel 7' });
    await setStatus(job.id, 'ready');
    const readyAt = t.clock.now();
    t.clock.advance(7 * DAY_MS - MINUTE_MS);
    expect(await list()).toEqual({ items: [], total: 0 });
    t.clock.advance(MINUTE_MS);
    const { items, total } = await list();
    expect(total).toBe(1);
    const text = `Përshëndetje Teuta Leka, ju kujtojmë se pajisja juaj Pixel 7 ndodhet te Servisi Kujdesi, me statusin «Gati». Bileta: ${clientTicketCode(job.id)}. Ndiqni: ${t.config.publicUrl}/gjurmo/${job.trackingToken}`;
    expect(items).toEqual([
      {
        jobId: job.id,
        ticketCode: clientTicketCode(job.id),
        status: 'ready',
        clientName: 'Teuta Leka',
        clientPhone: '049 222 333',
        deviceModel: 'Pixel 7',
        assignedWorker: 'Driton Gashi',
        reason: 'uncollected',
        since: readyAt.toISOString(),
        days: 7,
        lastReminder: null,
        reminder: {
          text,
          defaultText: false,
          links: {
            viber: `viber://chat/?number=%2B38349222333&draft=${encodeURIComponent(text)}`,
            whatsapp: `https://wa.me/38349222333?text=${encodeURIComponent(text)}`,
          },
        },
        // A shop that never turned SMS on: the reminder goes by Viber or WhatsApp.
        smsReminderBlock: 'sms_off',
      },
    ]);
    days(3);
    expect((await list()).items[0]?.days).toBe(10);
    // Collected: it needs nothing any more.
    await setStatus(job.id, 'completed');
    expect(await list()).toEqual({ items: [], total: 0 });
  });

  it('counts from the last time the job became ready, not the first, nor a "Gati" set again', async () => {
    const readied = await newJob();
    const readyAgain = await newJob();
    await setStatus(readied.id, 'ready');
    await setStatus(readyAgain.id, 'ready');
    const firstReady = t.clock.now();
    days(3);
    await setStatus(readied.id, 'in_process');
    days(2);
    await setStatus(readied.id, 'ready');
    const readiedAgainAt = t.clock.now();
    // "Gati" once more on a ready job: the device does not wait any less.
    await setStatus(readyAgain.id, 'ready');
    days(3);
    expect(await listed()).toEqual([`${readyAgain.id}:uncollected`]);
    expect((await list()).items[0]?.since).toBe(firstReady.toISOString());
    days(4);
    const { items } = await list();
    expect(items.map(({ jobId, since, days: waited }) => ({ jobId, since, waited }))).toEqual([
      { jobId: readyAgain.id, since: firstReady.toISOString(), waited: 12 },
      { jobId: readied.id, since: readiedAgainAt.toISOString(), waited: 7 },
    ]);
  });

  it('lists a job in process with no history line for 7 days, and never a new, completed or unrepairable one however old', async () => {
    const idle = await newJob();
    await setStatus(idle.id, 'in_process');
    const since = t.clock.now();
    for (const status of ['new', 'completed', 'not_repairable'] as const) {
      const job = await newJob();
      if (status !== 'new') await setStatus(job.id, status);
    }
    days(6);
    expect(await list()).toEqual({ items: [], total: 0 });
    days(1);
    expect((await list()).items).toEqual([
      expect.objectContaining({
        jobId: idle.id,
        status: 'in_process',
        reason: 'idle',
        since: since.toISOString(),
        days: 7,
      }),
    ]);
    days(20);
    expect(await listed()).toEqual([`${idle.id}:idle`]);
  });

  /** Something done on a job: each writes a line in its history, and so touches it. */
  const ACTIVITIES: [string, (job: JobResponse) => Promise<void>][] = [
    [
      'a message',
      async (job) =>
        expectStatus(
          await t
            .http()
            .post(`/api/jobs/${job.id}/messages`)
            .set(bearer(shop.token))
            .send({ message: 'Pritet pjesa.' }),
          201,
        ),
    ],
    [
      'an edit',
      async (job) =>
        expectStatus(
          await t
            .http()
            .patch(`/api/jobs/${job.id}`)
            .set(bearer(shop.token))
            .send({ workDescription: 'Edhe bateria.' }),
          200,
        ),
    ],
    ['a status set again', (job) => setStatus(job.id, 'in_process')],
    [
      'a payment',
      async (job) =>
        expectStatus(
          await t
            .http()
            .post(`/api/jobs/${job.id}/payments`)
            .set(bearer(shop.token))
            .send({ amount: 10, method: 'cash', kind: 'deposit' }),
          201,
        ),
    ],
    [
      'a part used',
      async (job) => {
        const part = await t
          .http()
          .post('/api/parts')
          .set(bearer(shop.token))
          .send({ name: 'Bateri', costPrice: 8, salePrice: 20, quantity: 2, lowStockLevel: 0 });
        expectStatus(part, 201);
        const partId = (part.body as { part: PartResponse }).part.id;
        expectStatus(
          await t.http().post(`/api/jobs/${job.id}/parts`).set(bearer(shop.token)).send({ partId, quantity: 1 }),
          201,
        );
      },
    ],
    [
      'a photo',
      async (job) => {
        const photo = await sharp({
          create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 60 } },
        })
          .jpeg()
          .toBuffer();
        expectStatus(
          await t
            .http()
            .post(`/api/jobs/${job.id}/photos`)
            .set(bearer(shop.token))
            .attach('foto', photo, { filename: 'foto.jpg', contentType: 'image/jpeg' }),
          201,
        );
      },
    ],
    [
      'an estimate',
      async (job) =>
        expectStatus(
          await t.http().post(`/api/jobs/${job.id}/estimates`).set(bearer(shop.token)).send({ price: 40 }),
          201,
        ),
    ],
    [
      'the intake checklist',
      async (job) =>
        expectStatus(
          await t
            .http()
            .put(`/api/jobs/${job.id}/intake`)
            .set(bearer(shop.token))
            .send({ checks: { screen: 'damaged' }, itemsLeft: [], note: '' }),
          200,
        ),
    ],
    [
      'an unlock code kept',
      async (job) =>
        expectStatus(
          await t
            .http()
            .put(`/api/jobs/${job.id}/device-lock`)
            .set(bearer(shop.token))
            .send({ kind: 'pin', value: '2580' }),
          200,
        ),
    ],
    [
      'a Viber chat opened',
      async (job) =>
        expectStatus(
          await t
            .http()
            .post(`/api/jobs/${job.id}/chat-opened`)
            .set(bearer(shop.token))
            .send({ app: 'viber', purpose: 'status' }),
          201,
        ),
    ],
    [
      "an SMS's outcome, written by the system",
      async () => {
        // The in-process SMS queued when the job moved there is sent now: its line is the only one of the day.
        await t.app.get(SmsSenderService).deliverDue();
      },
    ],
  ];

  it.each(ACTIVITIES)('counts a job in process as touched by %s', async (_name, act) => {
    expectStatus(
      await t
        .http()
        .put('/api/business/sms')
        .set(bearer(shop.token))
        .send({ enabled: true, templates: DEFAULT_SMS_TEMPLATES }),
      200,
    );
    const job = await newJob();
    await setStatus(job.id, 'in_process');
    days(6);
    const touched = t.clock.now();
    await act(job);
    days(6);
    expect(await listed()).toEqual([]);
    days(1);
    expect((await list()).items).toEqual([
      expect.objectContaining({ jobId: job.id, reason: 'idle', since: touched.toISOString(), days: 7 }),
    ]);
  });

  it("follows the shop's own days, 1 to 90, for each reason", async () => {
    const ready = await newJob();
    const idle = await newJob();
    await setStatus(ready.id, 'ready');
    await setStatus(idle.id, 'in_process');
    days(2);
    expect(await listed()).toEqual([]);
    expectStatus(await updateBusiness({ uncollectedAfterDays: 2, idleAfterDays: 1 }), 200);
    expect((await list()).total).toBe(2);
    expectStatus(await updateBusiness({ uncollectedAfterDays: 90, idleAfterDays: 1 }), 200);
    expect(await listed()).toEqual([`${idle.id}:idle`]);
    expectError(
      await updateBusiness({ idleAfterDays: 0 }),
      400,
      'Fusha «Ditët pa lëvizje (Në proces)» duhet të jetë të paktën 1.',
    );
  });

  it('pages the list oldest wait first, with the total in X-Total-Count, and checks the paging', async () => {
    const jobs: JobResponse[] = [];
    for (const [index, status] of (['ready', 'in_process', 'ready', 'in_process', 'ready'] as const).entries()) {
      const job = await newJob({ clientName: `Klienti ${index}` });
      await setStatus(job.id, status);
      jobs.push(job);
      t.clock.advance(60 * MINUTE_MS);
    }
    days(8);
    const all = (await list()).items.map((item) => item.clientName);
    expect(all).toEqual(['Klienti 0', 'Klienti 1', 'Klienti 2', 'Klienti 3', 'Klienti 4']);
    const page = await list('?limit=2&offset=2');
    expect(page.total).toBe(5);
    expect(page.items.map((item) => [item.clientName, item.reason])).toEqual([
      ['Klienti 2', 'uncollected'],
      ['Klienti 3', 'idle'],
    ]);
    expect(await list('?limit=2&offset=6')).toEqual({ items: [], total: 5 });
    expectError(
      await t.http().get('/api/jobs/attention?limit=101').set(bearer(shop.token)),
      400,
      /^Fusha «Numri i rezultateve»/,
    );
    expectError(await t.http().get('/api/jobs/attention?offset=-1').set(bearer(shop.token)), 400, /^Fusha «Fillimi»/);
  });

  it('keeps each shop to its own jobs, and a technician kept to their own jobs to theirs', async () => {
    const colleague = await createWorker(t, shop.token, { firstName: 'Luan', lastName: 'Berisha' });
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    const own = await newJob();
    const theirs = await newJob({}, shop.token, colleague.id);
    await setStatus(own.id, 'ready');
    await setStatus(theirs.id, 'in_process');
    const other = await createShop(t);
    const elsewhere = await createJob(t, other.token, other.worker.id);
    await setStatus(elsewhere.id, 'ready', other.token);
    days(8);
    expect((await list()).total).toBe(2);
    expect((await list('', technician)).total).toBe(2);
    expectStatus(await updateBusiness({ techniciansSeeOwnJobsOnly: true }), 200);
    expect(await list('', technician)).toMatchObject({ total: 1, items: [expect.objectContaining({ jobId: own.id })] });
    expect(await listed(other.token)).toEqual([`${elsewhere.id}:uncollected`]);
  });

  it('says when the client was last reminded, and whether it was today in shop time', async () => {
    expectStatus(
      await t
        .http()
        .put('/api/business/sms')
        .set(bearer(shop.token))
        .send({ enabled: true, templates: DEFAULT_SMS_TEMPLATES }),
      200,
    );
    const bySms = await newJob();
    const byViber = await newJob();
    await setStatus(bySms.id, 'ready');
    await setStatus(byViber.id, 'ready');
    days(8);
    expectStatus(await t.http().post(`/api/jobs/${bySms.id}/reminder-sms`).set(bearer(shop.token)).send({}), 201);
    const smsAt = t.clock.now().toISOString();
    t.clock.advance(MINUTE_MS);
    expectStatus(
      await t
        .http()
        .post(`/api/jobs/${byViber.id}/chat-opened`)
        .set(bearer(shop.token))
        .send({ app: 'viber', purpose: 'reminder' }),
      201,
    );
    const viberAt = t.clock.now().toISOString();
    const marks = async () => Object.fromEntries((await list()).items.map((item) => [item.jobId, item.lastReminder]));
    // Reminding a ready job does not collect it: both stay, marked.
    expect(await marks()).toEqual({
      [bySms.id]: { at: smsAt, via: 'sms', today: true },
      [byViber.id]: { at: viberAt, via: 'viber', today: true },
    });
    days(1);
    expect(await marks()).toEqual({
      [bySms.id]: { at: smsAt, via: 'sms', today: false },
      [byViber.id]: { at: viberAt, via: 'viber', today: false },
    });
  });

  it('says why a reminder cannot go by SMS: SMS off, an empty reminder text, or a server without a gateway (this one)', async () => {
    const job = await newJob();
    await setStatus(job.id, 'ready');
    days(8);
    const block = async () => (await list()).items[0]?.smsReminderBlock;
    expect(await block()).toBe('sms_off');
    expectStatus(
      await t
        .http()
        .put('/api/business/sms')
        .set(bearer(shop.token))
        .send({ enabled: true, templates: { ...DEFAULT_SMS_TEMPLATES, reminder: ' ' } }),
      200,
    );
    expect(await block()).toBe('no_template');
    expectStatus(
      await t
        .http()
        .put('/api/business/sms')
        .set(bearer(shop.token))
        .send({ enabled: true, templates: DEFAULT_SMS_TEMPLATES }),
      200,
    );
    // Without SMS_GATEWAY_URL a message would only be written to the server's log.
    expect(await block()).toBe('no_gateway');
  });

  it('answers 401 without a token', async () => {
    expectError(await t.http().get('/api/jobs/attention'), 401);
  });
});
