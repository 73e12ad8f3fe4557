import type { WorkerResponse } from '@repair-shop/contracts';
import {
  START_TIME,
  UUID,
  bearer,
  createJob,
  createShop,
  createWorker,
  expectError,
  expectRefusedField,
  expectStatus,
  jobRequest,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

const WORKER_FIELDS = ['active', 'activeJobCount', 'createdAt', 'firstName', 'id', 'lastName', 'login', 'phoneNumber'];

describe('workers', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('POST /api/workers answers {success, worker} with trimmed fields', async () => {
    t.clock.advance(1000);
    const response = await t
      .http()
      .post('/api/workers')
      .set(bearer(shop.token))
      .send({ firstName: ' Fatjon ', lastName: 'Dërmaku  ', phoneNumber: ' +383 (44) 555-777 ' });
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    const worker = response.body.worker as WorkerResponse;
    expect(Object.keys(worker).sort()).toEqual(WORKER_FIELDS);
    expect(worker).toEqual({
      id: expect.stringMatching(UUID),
      firstName: 'Fatjon',
      lastName: 'Dërmaku',
      phoneNumber: '+383 (44) 555-777',
      createdAt: new Date(Date.parse(START_TIME) + 1000).toISOString(),
      activeJobCount: 0,
      login: null,
      active: true,
    });
    const [row] = await t.db.query('SELECT business_id FROM workers WHERE id = $1', [worker.id]);
    expect(row.business_id).toBe(shop.business.id);
  });

  it('GET /api/workers lists the workers, oldest first, with their unfinished jobs', async () => {
    const list = await t.http().get('/api/workers').set(bearer(shop.token));
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body.map((w: WorkerResponse) => `${w.firstName} ${w.lastName}`)).toEqual([
      'Driton Gashi',
      'Fatjon Dërmaku',
    ]);
    const [first, second] = list.body as WorkerResponse[];
    expect(Object.keys(first).sort()).toEqual(WORKER_FIELDS);

    // Jobs that are new, in process or ready count; completed and not repairable ones do not.
    const jobs = [];
    for (let i = 0; i < 5; i += 1)
      jobs.push(await createJob(t, shop.token, first.id, { clientPhone: `044 000 00${i}` }));
    await createJob(t, shop.token, second.id);
    const statuses = ['in_process', 'ready', 'completed', 'not_repairable'];
    for (const [index, status] of statuses.entries()) {
      const response = await t
        .http()
        .put(`/api/jobs/${jobs[index + 1].id}/status`)
        .set(bearer(shop.token))
        .send({ status });
      expect(response.status).toBe(200);
    }
    const after = (await t.http().get('/api/workers').set(bearer(shop.token))).body as WorkerResponse[];
    expect(after.map((w) => [w.id, w.activeJobCount])).toEqual([
      [first.id, 3],
      [second.id, 1],
    ]);
  });

  it.each([
    [{ lastName: 'B', phoneNumber: '044 111 222' }, 'firstName', 'Fusha «Emri» është e detyrueshme.'],
    [{ firstName: 'A', phoneNumber: '044 111 222' }, 'lastName', 'Fusha «Mbiemri» është e detyrueshme.'],
    [{ firstName: 'A', lastName: 'B' }, 'phoneNumber', 'Fusha «Numri i telefonit» është e detyrueshme.'],
    [
      { firstName: 'A', lastName: 'B', phoneNumber: 'abc-def' },
      'phoneNumber',
      'Fusha «Numri i telefonit» duhet të jetë një numër telefoni i vlefshëm.',
    ],
    [
      { firstName: 'A', lastName: 'B', phoneNumber: '1234567890123456' },
      'phoneNumber',
      'Fusha «Numri i telefonit» duhet të jetë një numër telefoni i vlefshëm.',
    ],
    [
      { firstName: 'A', lastName: 'B', phoneNumber: 44111222 },
      'phoneNumber',
      'Fusha «Numri i telefonit» duhet të jetë tekst.',
    ],
  ])('refuses %j with 400 naming the field (%s), and adds nobody', async (body, field, detail) => {
    // The form shows the detail under the field the answer names.
    expectRefusedField(await t.http().post('/api/workers').set(bearer(shop.token)).send(body), 400, field, detail);
    const [{ count }] = await t.db.query('SELECT COUNT(*)::int AS count FROM workers WHERE business_id = $1', [
      shop.business.id,
    ]);
    expect(count).toBe(2);
  });

  it('answers 401 without a token', async () => {
    expectError(await t.http().get('/api/workers'), 401, 'Ju lutemi identifikohuni.');
    expectError(
      await t.http().post('/api/workers').send({ firstName: 'A', lastName: 'B', phoneNumber: '044 111 222' }),
      401,
      'Ju lutemi identifikohuni.',
    );
  });

  describe('PATCH /api/workers/:id', () => {
    const patch = (token: string, id: string, body: object) =>
      t.http().patch(`/api/workers/${id}`).set(bearer(token)).send(body);

    it('changes only the fields sent, trimmed', async () => {
      const worker = await createWorker(t, shop.token, {
        firstName: 'Arta',
        lastName: 'Hoxha',
        phoneNumber: '044 222 333',
      });
      const response = await patch(shop.token, worker.id, { lastName: '  Hoxha-Berisha ', phoneNumber: '049 222 333' });
      expectStatus(response, 200);
      expect(response.body).toEqual({
        success: true,
        worker: { ...worker, lastName: 'Hoxha-Berisha', phoneNumber: '049 222 333' },
      });
      expect(
        ((await t.http().get('/api/workers').set(bearer(shop.token))).body as WorkerResponse[]).find(
          (w) => w.id === worker.id,
        )?.lastName,
      ).toBe('Hoxha-Berisha');
    });

    it('refuses bad input in Albanian and another shop’s worker', async () => {
      expectError(
        await patch(shop.token, shop.worker.id, { firstName: '  ' }),
        400,
        'Fusha «Emri» është e detyrueshme.',
      );
      expectError(
        await patch(shop.token, shop.worker.id, { active: 'jo' }),
        400,
        'Fusha «Aktiv» duhet të jetë po ose jo.',
      );
      expectError(
        await patch(shop.token, shop.worker.id, { phoneNumber: 'abc' }),
        400,
        'Fusha «Numri i telefonit» duhet të jetë një numër telefoni i vlefshëm.',
      );
      expectError(await patch(shop.token, shop.worker.id, { salary: 1 }), 400, 'Fusha «salary» nuk lejohet.');
      const other = await createShop(t);
      expectError(await patch(other.token, shop.worker.id, { firstName: 'Hajdut' }), 404, 'Punëtori nuk u gjet.');
      expectError(await patch(shop.token, 'abc', { firstName: 'X' }), 404, 'Punëtori nuk u gjet.');
    });

    it('deactivates a worker: kept with their jobs, offered for no new job, and active again when asked', async () => {
      const worker = await createWorker(t, shop.token, { firstName: 'Blend' });
      const job = await createJob(t, shop.token, worker.id);
      const off = await patch(shop.token, worker.id, { active: false });
      expectStatus(off, 200);
      expect((off.body as { worker: WorkerResponse }).worker).toMatchObject({ active: false, activeJobCount: 1 });
      const detail = await t.http().get(`/api/jobs/${job.id}`).set(bearer(shop.token));
      expect((detail.body as { job: { assignedWorker: string } }).job.assignedWorker).toMatch(/^Blend /);
      const inactive = 'Ky punëtor nuk është më aktiv. Zgjidhni një punëtor tjetër.';
      expectError(await t.http().post('/api/jobs').set(bearer(shop.token)).send(jobRequest(worker.id)), 409, inactive);
      const other = await createJob(t, shop.token, shop.worker.id);
      expectError(
        await t.http().patch(`/api/jobs/${other.id}`).set(bearer(shop.token)).send({ workerId: worker.id }),
        409,
        inactive,
      );
      // A job already theirs can still be worked on.
      expectStatus(
        await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send({ status: 'ready' }),
        200,
      );
      expectStatus(await patch(shop.token, worker.id, { active: true }), 200);
      expectStatus(await t.http().post('/api/jobs').set(bearer(shop.token)).send(jobRequest(worker.id)), 201);
    });
  });
});
