import type {
  DeviceLockRevealResponse,
  DeviceLockSavedResponse,
  JobDetailResponse,
  JobResponse,
} from '@repair-shop/contracts';
import { DeviceLockSweeper } from '../src/modules/device-locks/device-lock-sweeper';
import {
  bearer,
  createJob,
  createShop,
  createWorker,
  expectError,
  expectStatus,
  ISO_DATE,
  staffLogin,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

/** A code no other text of a job contains, so finding it anywhere means it leaked. */
const PASSWORD = 'Zhbllokim-Sekret-9876';
const PIN = '90817263';

/** Devices' unlock codes: encrypted at rest, shown on request with a trace, wiped 30 days after completion. */
describe('device unlock codes', () => {
  let t: TestApp;
  let shop: Shop;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'log' }, undefined, {
      logStream: { write: (line: string) => void logLines.push(line) },
    });
  });
  beforeEach(async () => {
    shop = await createShop(t, { firstName: 'Arta', lastName: 'Morina' }, { businessName: 'Servisi Kodet' });
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (jobId: string, body: Record<string, unknown>, token = shop.token) =>
    t.http().put(`/api/jobs/${jobId}/device-lock`).set(bearer(token)).send(body);
  const reveal = (jobId: string, token = shop.token) =>
    t.http().post(`/api/jobs/${jobId}/device-lock/reveal`).set(bearer(token));
  const remove = (jobId: string, token = shop.token) =>
    t.http().delete(`/api/jobs/${jobId}/device-lock`).set(bearer(token));
  const detail = async (jobId: string, token = shop.token): Promise<JobDetailResponse> => {
    const response = await t.http().get(`/api/jobs/${jobId}`).set(bearer(token));
    expectStatus(response, 200);
    return response.body as JobDetailResponse;
  };
  const history = async (jobId: string) =>
    (await detail(jobId)).messages.map((entry) => [entry.message, entry.author?.name ?? null]);
  const setStatus = async (jobId: string, status: string) =>
    expectStatus(await t.http().put(`/api/jobs/${jobId}/status`).set(bearer(shop.token)).send({ status }), 200);
  const storedRow = async (jobId: string) => {
    const [row] = (await t.db.query(`SELECT kind, iv, ciphertext, auth_tag FROM job_device_locks WHERE job_id = $1`, [
      jobId,
    ])) as { kind: string; iv: Buffer; ciphertext: Buffer; auth_tag: Buffer }[];
    return row;
  };

  it('is saved with the job, kept only encrypted, and never shown in the detail, the list, the tracking page, the history or the log', async () => {
    const job = await createJob(t, shop.token, shop.worker.id, { deviceLock: { kind: 'password', value: PASSWORD } });
    const shown = await detail(job.id);
    expect(shown.deviceLock).toEqual({ kind: 'password', savedAt: expect.stringMatching(ISO_DATE) });
    expect(await history(job.id)).toContainEqual(['Kodi i zhbllokimit (Fjalëkalim) u ruajt, i koduar.', 'Arta Morina']);

    const row = await storedRow(job.id);
    expect(row).toMatchObject({ kind: 'password' });
    expect(row?.ciphertext.includes(Buffer.from(PASSWORD))).toBe(false);
    expect(row?.iv).toHaveLength(12);
    expect(row?.auth_tag).toHaveLength(16);
    // Nowhere in the database as text: not in the job, its history, its SMS.
    const [{ found }] = (await t.db.query(
      `SELECT (SELECT COUNT(*) FROM jobs j WHERE j::text LIKE $1) + (SELECT COUNT(*) FROM job_events e WHERE e::text LIKE $1)
            + (SELECT COUNT(*) FROM sms_outbox o WHERE o::text LIKE $1) + (SELECT COUNT(*) FROM job_device_locks l WHERE l::text LIKE $1) AS found`,
      [`%${PASSWORD}%`],
    )) as { found: string }[];
    expect(Number(found)).toBe(0);

    const list = await t.http().get('/api/jobs').set(bearer(shop.token));
    const tracking = await t.http().get(`/api/public/track/${job.trackingToken}`);
    for (const text of [JSON.stringify(shown), list.text, tracking.text]) expect(text).not.toContain(PASSWORD);
    expect(tracking.text).not.toContain('deviceLock');

    const revealed = await reveal(job.id);
    expectStatus(revealed, 201);
    expect((revealed.body as DeviceLockRevealResponse).deviceLock).toEqual({
      kind: 'password',
      savedAt: shown.deviceLock?.savedAt,
      value: PASSWORD,
    });
    expect(await history(job.id)).toContainEqual(['Kodi u shfaq nga Arta Morina.', 'Arta Morina']);
    expect(logLines.join('\n')).not.toContain(PASSWORD);
  });

  it('is changed, removed and shown by any role of the shop, with a line for each in the history', async () => {
    const job = await createJob(t, shop.token, shop.worker.id);
    expect((await detail(job.id)).deviceLock).toBeNull();
    expectError(await reveal(job.id), 404, /nuk ka kod zhbllokimi/);

    const saved = await save(job.id, { kind: 'pin', value: PIN });
    expectStatus(saved, 200);
    expect((saved.body as DeviceLockSavedResponse).deviceLock).toEqual({
      kind: 'pin',
      savedAt: expect.stringMatching(ISO_DATE),
    });
    expectStatus(await save(job.id, { kind: 'pattern', value: '14789' }), 200);
    expect((await detail(job.id)).deviceLock?.kind).toBe('pattern');

    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    const seen = await reveal(job.id, technician);
    expectStatus(seen, 201);
    expect((seen.body as DeviceLockRevealResponse).deviceLock.value).toBe('14789');

    expectStatus(await remove(job.id), 200);
    expectError(await remove(job.id), 404, /nuk ka kod zhbllokimi/);
    expect((await detail(job.id)).deviceLock).toBeNull();
    expect(await history(job.id)).toEqual(
      expect.arrayContaining([
        ['Kodi i zhbllokimit (PIN) u ruajt, i koduar.', 'Arta Morina'],
        ['Kodi i zhbllokimit (Model (vizatim)) u ndryshua, i koduar.', 'Arta Morina'],
        [
          `Kodi u shfaq nga ${shop.worker.firstName} ${shop.worker.lastName}.`,
          `${shop.worker.firstName} ${shop.worker.lastName}`,
        ],
        ['Kodi i zhbllokimit u hoq.', 'Arta Morina'],
      ]),
    );
  });

  it('refuses a code that does not fit its kind with an Albanian sentence, and keeps what was there', async () => {
    const job = await createJob(t, shop.token, shop.worker.id, { deviceLock: { kind: 'pin', value: PIN } });
    expectError(await save(job.id, { kind: 'pin', value: '12a4' }), 400, 'PIN-i ka vetëm shifra, nga 4 deri në 16.');
    expectError(await save(job.id, { kind: 'pin', value: '123' }), 400, 'PIN-i ka vetëm shifra, nga 4 deri në 16.');
    expectError(
      await save(job.id, { kind: 'pattern', value: '1123' }),
      400,
      'Modeli nuk është i vlefshëm: vizatojeni përsëri.',
    );
    expectError(
      await save(job.id, { kind: 'pattern', value: '0123' }),
      400,
      'Modeli nuk është i vlefshëm: vizatojeni përsëri.',
    );
    expectError(await save(job.id, { kind: 'pattern', value: '123' }), 400, 'Modeli duhet të lidhë të paktën 4 pika.');
    expectError(await save(job.id, { kind: 'password', value: '   ' }), 400, 'Shkruani fjalëkalimin e pajisjes.');
    expectError(
      await save(job.id, { kind: 'password', value: 'x'.repeat(65) }),
      400,
      'Fjalëkalimi mund të ketë deri në 64 karaktere.',
    );
    expectError(
      await save(job.id, { kind: 'face', value: '1234' }),
      400,
      'Fusha «Lloji i kodit» ka një vlerë të pavlefshme.',
    );
    expectError(await save(job.id, { kind: 'pin' }), 400, 'Fusha «Kodi i zhbllokimit» është e detyrueshme.');
    const refused = await t
      .http()
      .post('/api/jobs')
      .set(bearer(shop.token))
      .send({
        workerId: shop.worker.id,
        clientName: 'Blerim Hoxha',
        clientPhone: '044 555 666',
        deviceModel: 'iPhone 12',
        deviceImei: '356789012345672',
        deviceCode: '-',
        workDescription: 'Bateria',
        deviceLock: { kind: 'pattern', value: '12' },
      });
    expectError(refused, 400, 'Modeli duhet të lidhë të paktën 4 pika.');
    expect(
      (
        (await t.db.query(`SELECT COUNT(*)::int AS n FROM jobs WHERE client_name = 'Blerim Hoxha'`)) as { n: number }[]
      )[0]?.n,
    ).toBe(0);
    expect((await reveal(job.id)).body).toMatchObject({ deviceLock: { kind: 'pin', value: PIN } });
  });

  it("keeps each shop's codes to itself, and a technician to their own jobs when the shop says so", async () => {
    const job = await createJob(t, shop.token, shop.worker.id, { deviceLock: { kind: 'pin', value: PIN } });
    const other = await createShop(t, {}, { businessName: 'Servisi Tjetër' });
    expectError(await reveal(job.id, other.token), 404);
    expectError(await save(job.id, { kind: 'pin', value: '0000' }, other.token), 404);
    expectError(await remove(job.id, other.token), 404);

    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    const colleague = await createWorker(t, shop.token, { firstName: 'Luan', lastName: 'Berisha' });
    const theirs = await createJob(t, shop.token, colleague.id, { deviceLock: { kind: 'pin', value: '4455' } });
    const { businessName, contactNumber, country, city } = (await t.http().get('/api/business').set(bearer(shop.token)))
      .body as Record<string, string>;
    expectStatus(
      await t
        .http()
        .put('/api/business')
        .set(bearer(shop.token))
        .send({ businessName, contactNumber, country, city, techniciansSeeOwnJobsOnly: true }),
      200,
    );
    expectError(await reveal(theirs.id, technician), 404);
    expectStatus(await reveal(job.id, technician), 201);
    expect((await reveal(job.id)).body).toMatchObject({ deviceLock: { value: PIN } });
  });

  it("does not open a code copied onto another job's row: the job's id is part of the encryption", async () => {
    const job = await createJob(t, shop.token, shop.worker.id, { deviceLock: { kind: 'pin', value: PIN } });
    const other = await createJob(t, shop.token, shop.worker.id);
    await t.db.query(
      `INSERT INTO job_device_locks (job_id, kind, iv, ciphertext, auth_tag, saved_at) SELECT $2, kind, iv, ciphertext, auth_tag, saved_at FROM job_device_locks WHERE job_id = $1`,
      [job.id, other.id],
    );
    const refused = await reveal(other.id);
    expectError(refused, 503, /nuk mund të lexohet me çelësin e tanishëm/);
    expect((refused.body as { code: string }).code).toBe('DEVICE_LOCK_UNREADABLE');
    expect((await history(other.id)).map(([message]) => message)).not.toContain(`Kodi u shfaq nga Arta Morina.`);
  });

  describe('wiping', () => {
    const sweeper = () => t.app.get(DeviceLockSweeper);
    let completed: JobResponse;
    let reopened: JobResponse;
    let open: JobResponse;

    beforeEach(async () => {
      t.clock.set('2026-03-01T09:00:00.000Z');
      // A shop of its own, registered now, so that its trial runs through the month the test covers.
      shop = await createShop(t, { firstName: 'Arta', lastName: 'Morina' }, { businessName: 'Servisi Fshirja' });
      completed = await createJob(t, shop.token, shop.worker.id, { deviceLock: { kind: 'pin', value: PIN } });
      reopened = await createJob(t, shop.token, shop.worker.id, { deviceLock: { kind: 'pin', value: '5566' } });
      open = await createJob(t, shop.token, shop.worker.id, { deviceLock: { kind: 'pattern', value: '3578' } });
      await setStatus(completed.id, 'completed');
      await setStatus(reopened.id, 'completed');
      t.clock.advanceDays(20);
      // Brought back in, and completed again later: its 30 days count from the last completion.
      await setStatus(reopened.id, 'in_process');
      await setStatus(reopened.id, 'completed');
    });

    it('wipes a code 30 days after the job was completed, with a line in its history, and leaves the others', async () => {
      t.clock.set('2026-03-30T09:00:00.000Z');
      await sweeper().wipeExpired();
      expect((await detail(completed.id)).deviceLock).not.toBeNull();

      t.clock.set('2026-03-31T09:00:01.000Z');
      expect(await sweeper().wipeExpired()).toBeGreaterThanOrEqual(1);
      expect((await detail(completed.id)).deviceLock).toBeNull();
      expect(await history(completed.id)).toContainEqual([
        'Kodi i zhbllokimit u fshi automatikisht, 30 ditë pas përfundimit të punës.',
        null,
      ]);
      expect(await storedRow(completed.id)).toBeUndefined();
      const missing = await reveal(completed.id);
      expectError(missing, 404);
      expect((missing.body as { code: string }).code).toBe('DEVICE_LOCK_MISSING');

      expect((await detail(reopened.id)).deviceLock).not.toBeNull();
      expect((await detail(open.id)).deviceLock).not.toBeNull();
      t.clock.set('2026-04-20T09:00:01.000Z');
      await sweeper().wipeExpired();
      expect((await detail(reopened.id)).deviceLock).toBeNull();
      // Never completed: kept while the device is in the shop.
      expect((await detail(open.id)).deviceLock).not.toBeNull();
      expect(await sweeper().wipeExpired()).toBe(0);
    });
  });
});
