import type { JobDetailResponse, JobMessageResponse, JobResponse } from '@repair-shop/contracts';
import {
  ISO_DATE,
  START_TIME,
  UUID,
  bearer,
  createJob,
  createShop,
  createWorker,
  expectError,
  expectStatus,
  jobRequest,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

const JOB_FIELDS = [
  'assignedWorker',
  'cancelReason',
  'category',
  'categorySource',
  'clientName',
  'clientPhone',
  'createdAt',
  'deviceCode',
  'deviceIdKind',
  'deviceImei',
  'deviceModel',
  'estimatedPrice',
  'id',
  'issueDescription',
  'priority',
  'status',
  'trackingToken',
  'updatedAt',
  'warrantyDays',
  'warrantyEndsAt',
  'warrantyOfJobId',
  'workDescription',
  'workerId',
].sort();
const ENTRY_FIELDS = ['author', 'createdAt', 'id', 'message', 'status', 'type'];
const JOB_NOT_FOUND = 'Puna nuk u gjet.';

function at(msFromStart: number): string {
  return new Date(Date.parse(START_TIME) + msFromStart).toISOString();
}

describe('jobs', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const detailOf = async (id: string): Promise<JobDetailResponse> => {
    const response = await t.http().get(`/api/jobs/${id}`).set(bearer(shop.token));
    expect(response.status).toBe(200);
    return response.body as JobDetailResponse;
  };

  describe('creating and reading', () => {
    let job: JobResponse;

    it('POST /api/jobs answers {success, job}: status new, worker name, description under both names', async () => {
      t.clock.set(at(1000));
      const response = await t
        .http()
        .post('/api/jobs')
        .set(bearer(shop.token))
        .send(
          jobRequest(shop.worker.id, {
            clientName: '  Vjosa Berisha ',
            workDescription: ' Ekrani i thyer; karikuesi nuk punon. ',
          }),
        );
      expect(response.status).toBe(201);
      expect(response.body.success).toBe(true);
      job = response.body.job;
      expect(Object.keys(job).sort()).toEqual(JOB_FIELDS);
      expect(job).toEqual({
        id: expect.stringMatching(UUID),
        status: 'new',
        clientName: 'Vjosa Berisha',
        clientPhone: '044 123 456',
        deviceModel: 'Samsung Galaxy S21',
        deviceImei: '356789012345672',
        deviceIdKind: 'imei',
        deviceCode: '1234',
        workDescription: 'Ekrani i thyer; karikuesi nuk punon.',
        issueDescription: 'Ekrani i thyer; karikuesi nuk punon.',
        workerId: shop.worker.id,
        assignedWorker: 'Driton Gashi',
        estimatedPrice: null,
        priority: 'normal',
        trackingToken: expect.stringMatching(/^[A-Za-z0-9]{22}$/),
        createdAt: at(1000),
        updatedAt: at(1000),
        // The shop's default warranty, running once the job is completed; not a warranty return.
        warrantyDays: 30,
        warrantyEndsAt: null,
        warrantyOfJobId: null,
        cancelReason: null,
        // Two things named, the screen and the charging: the more specific one is suggested.
        category: 'charging_port',
        categorySource: 'suggested',
      });
    });

    it.each([0, 0.1, 0.29, 19.99, 99_999_999])('accepts the price %p exactly', async (price) => {
      const priced = await createJob(t, shop.token, shop.worker.id, {
        estimatedPrice: price,
        clientPhone: '049 777 000',
      });
      expect(priced.estimatedPrice).toBe(price);
      expect((await detailOf(priced.id)).job.estimatedPrice).toBe(price);
      await t.db.query('DELETE FROM jobs WHERE id = $1', [priced.id]);
    });

    it('keeps the optional price and priority', async () => {
      t.clock.set(at(2000));
      const priced = await createJob(t, shop.token, shop.worker.id, {
        estimatedPrice: 49.99,
        priority: 'high',
        clientPhone: '049 777 888',
      });
      expect(priced.estimatedPrice).toBe(49.99);
      expect(priced.priority).toBe('high');
      expect((await detailOf(priced.id)).job.estimatedPrice).toBe(49.99);
    });

    it('GET /api/jobs/:id answers {job, messages, pendingSms, money, payments, parts, intake, signatures, estimate, deviceLock, warrantyReturnIds} with the job and its first history entry', async () => {
      const detail = await detailOf(job.id);
      expect(Object.keys(detail).sort()).toEqual([
        'deviceLock',
        'estimate',
        'intake',
        'job',
        'messages',
        'money',
        'parts',
        'payments',
        'pendingSms',
        'prediction',
        'signatures',
        'warrantyReturnIds',
      ]);
      // Created without a checklist, a signature, an estimate, an unlock code or a warranty return: none is made up.
      expect([detail.intake, detail.signatures, detail.estimate, detail.deviceLock, detail.warrantyReturnIds]).toEqual([
        null,
        [],
        null,
        null,
        [],
      ]);
      // Nothing paid or used yet: the balance is the job's price.
      expect(detail.money).toEqual({
        currency: 'EUR',
        labour: job.estimatedPrice ?? 0,
        parts: 0,
        total: job.estimatedPrice ?? 0,
        paid: 0,
        balance: job.estimatedPrice ?? 0,
        partsCost: 0,
        profit: job.estimatedPrice ?? 0,
      });
      expect([detail.payments, detail.parts]).toEqual([[], []]);
      // SMS are off until the shop turns them on.
      expect(detail.pendingSms).toBe(0);
      expect(detail.job).toEqual(job);
      expect(detail.messages).toHaveLength(1);
      expect(Object.keys(detail.messages[0]).sort()).toEqual(ENTRY_FIELDS);
      expect(detail.messages[0]).toEqual({
        id: expect.stringMatching(UUID),
        type: 'status',
        status: 'new',
        message: 'Puna u pranua.',
        createdAt: at(1000),
        author: { id: shop.user.id, name: 'Arben Krasniqi' },
      });
    });

    it('GET /api/jobs lists the shop’s jobs as a plain array, newest first', async () => {
      const response = await t.http().get('/api/jobs').set(bearer(shop.token));
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
      const list = response.body as JobResponse[];
      expect(list).toHaveLength(2);
      expect(list[1]).toEqual(job);
      for (const item of list) {
        expect(Object.keys(item).sort()).toEqual(JOB_FIELDS);
        expect(item.createdAt).toMatch(ISO_DATE);
        expect(item.issueDescription).toBe(item.workDescription);
      }
    });

    it('answers 404 for an unknown id and for an id that is not a UUID', async () => {
      expectError(
        await t.http().get('/api/jobs/5b0a8f2e-1111-4222-8333-444455556666').set(bearer(shop.token)),
        404,
        JOB_NOT_FOUND,
      );
      expectError(await t.http().get('/api/jobs/123').set(bearer(shop.token)), 404, JOB_NOT_FOUND);
      expectError(await t.http().get(`/api/jobs/${job.id}x`).set(bearer(shop.token)), 404, JOB_NOT_FOUND);
    });

    it('answers 404 for a worker that does not exist', async () => {
      const response = await t
        .http()
        .post('/api/jobs')
        .set(bearer(shop.token))
        .send(jobRequest('5b0a8f2e-1111-4222-8333-444455556666'));
      expectError(response, 404, 'Punëtori nuk u gjet.');
    });

    it.each([
      ['workerId', 'Punëtori'],
      ['clientName', 'Emri i klientit'],
      ['clientPhone', 'Telefoni i klientit'],
      ['deviceModel', 'Modeli i pajisjes'],
      ['deviceImei', 'IMEI'],
      ['deviceCode', 'Kodi i pajisjes'],
      ['workDescription', 'Përshkrimi i problemit'],
    ])('requires %s («%s»)', async (field, label) => {
      const before = (await t.db.query('SELECT COUNT(*)::int AS count FROM jobs'))[0].count;
      const body: Record<string, unknown> = { ...jobRequest(shop.worker.id) };
      delete body[field];
      expectError(
        await t.http().post('/api/jobs').set(bearer(shop.token)).send(body),
        400,
        `Fusha «${label}» është e detyrueshme.`,
      );
      body[field] = '   ';
      // Text fields are trimmed, so blanks are missing; a blank id is simply not an id.
      const blank =
        field === 'workerId' ? `Fusha «${label}» ka një vlerë të pavlefshme.` : `Fusha «${label}» është e detyrueshme.`;
      expectError(await t.http().post('/api/jobs').set(bearer(shop.token)).send(body), 400, blank);
      expect((await t.db.query('SELECT COUNT(*)::int AS count FROM jobs'))[0].count).toBe(before);
    });

    it.each([
      [{ workerId: 'punetori-1' }, 'Fusha «Punëtori» ka një vlerë të pavlefshme.'],
      [{ clientPhone: 'pa numër' }, 'Fusha «Telefoni i klientit» duhet të jetë një numër telefoni i vlefshëm.'],
      [{ estimatedPrice: -1 }, 'Fusha «Çmimi» duhet të jetë të paktën 0.'],
      [{ estimatedPrice: '50' }, 'Fusha «Çmimi» duhet të jetë numër.'],
      [{ estimatedPrice: 10.123 }, 'Fusha «Çmimi» mund të ketë deri në 2 shifra pas presjes dhjetore.'],
      [{ estimatedPrice: 1e-7 }, 'Fusha «Çmimi» mund të ketë deri në 2 shifra pas presjes dhjetore.'],
      [{ estimatedPrice: Number.MAX_VALUE }, 'Fusha «Çmimi» mund të jetë deri në 99999999.'],
      [{ estimatedPrice: 100_000_000 }, 'Fusha «Çmimi» mund të jetë deri në 99999999.'],
      [{ priority: 'urgjent' }, 'Fusha «Prioriteti» ka një vlerë të pavlefshme.'],
      [{ workDescription: 'x'.repeat(2001) }, 'Fusha «Përshkrimi i problemit» mund të ketë deri në 2000 karaktere.'],
      [{ status: 'completed' }, 'Fusha «Statusi» nuk lejohet.'],
    ])('refuses %j with 400', async (fields, detail) => {
      const body = { ...jobRequest(shop.worker.id), ...fields };
      expectError(await t.http().post('/api/jobs').set(bearer(shop.token)).send(body), 400, detail);
    });
  });

  describe('status changes and messages', () => {
    let job: JobResponse;
    beforeAll(async () => {
      t.clock.set(at(10_000));
      job = await createJob(t, shop.token, shop.worker.id, { clientName: 'Historia Test', clientPhone: '045 999 000' });
    });

    it('PUT /api/jobs/:id/status changes the status, updates updatedAt and appends a status entry', async () => {
      t.clock.set(at(20_000));
      const response = await t
        .http()
        .put(`/api/jobs/${job.id}/status`)
        .set(bearer(shop.token))
        .send({ status: 'in_process' });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(['entry', 'job', 'success']);
      expect(response.body.success).toBe(true);
      expect(response.body.job).toEqual({ ...job, status: 'in_process', updatedAt: at(20_000) });
      expect(response.body.entry).toEqual({
        id: expect.stringMatching(UUID),
        type: 'status',
        status: 'in_process',
        message: 'Statusi u ndryshua në «Në proces».',
        createdAt: at(20_000),
        author: { id: shop.user.id, name: 'Arben Krasniqi' },
      });
      const detail = await detailOf(job.id);
      expect(detail.job.status).toBe('in_process');
      expect(detail.job.updatedAt).toBe(at(20_000));
      expect(detail.job.createdAt).toBe(job.createdAt);
    });

    it('POST /api/jobs/:id/messages appends a trimmed message entry', async () => {
      t.clock.set(at(30_000));
      const response = await t
        .http()
        .post(`/api/jobs/${job.id}/messages`)
        .set(bearer(shop.token))
        .send({ message: '  Klienti u njoftua për çmimin.  ' });
      expect(response.status).toBe(201);
      expect(Object.keys(response.body).sort()).toEqual(['entry', 'success']);
      expect(response.body.entry).toEqual({
        id: expect.stringMatching(UUID),
        type: 'message',
        status: null,
        message: 'Klienti u njoftua për çmimin.',
        createdAt: at(30_000),
        author: { id: shop.user.id, name: 'Arben Krasniqi' },
      });
    });

    it('any status can follow any other, and the history keeps every entry in order', async () => {
      // Several entries in the same millisecond still keep their order.
      t.clock.set(at(40_000));
      const steps: Array<['status', string] | ['message', string]> = [
        ['status', 'completed'],
        ['message', 'Mesazhi i parë'],
        ['message', 'Mesazhi i dytë'],
        ['status', 'new'],
        ['status', 'not_repairable'],
        ['status', 'ready'],
        ['message', 'Mesazhi i tretë'],
      ];
      for (const [kind, value] of steps) {
        const response =
          kind === 'status'
            ? await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send({ status: value })
            : await t.http().post(`/api/jobs/${job.id}/messages`).set(bearer(shop.token)).send({ message: value });
        expect([200, 201]).toContain(response.status);
      }
      const detail = await detailOf(job.id);
      expect(detail.job.status).toBe('ready');
      expect(
        detail.messages.map((m: JobMessageResponse) => [m.type, m.type === 'status' ? m.status : m.message]),
      ).toEqual([
        ['status', 'new'],
        ['status', 'in_process'],
        ['message', 'Klienti u njoftua për çmimin.'],
        ['status', 'completed'],
        ['message', 'Mesazhi i parë'],
        ['message', 'Mesazhi i dytë'],
        ['status', 'new'],
        ['status', 'not_repairable'],
        ['status', 'ready'],
        ['message', 'Mesazhi i tretë'],
      ]);
      expect(detail.messages.filter((m) => m.type === 'status').map((m) => m.message)).toEqual([
        'Puna u pranua.',
        'Statusi u ndryshua në «Në proces».',
        'Statusi u ndryshua në «Përfunduar».',
        'Statusi u ndryshua në «E re».',
        'Statusi u ndryshua në «Nuk rregullohet».',
        'Statusi u ndryshua në «Gati».',
      ]);
    });

    it.each([
      [{}, 'Fusha «Statusi» është e detyrueshme.'],
      [{ status: 'done' }, 'Fusha «Statusi» ka një vlerë të pavlefshme.'],
      [{ status: 'new,ready' }, 'Fusha «Statusi» ka një vlerë të pavlefshme.'],
      [{ status: 'Completed' }, 'Fusha «Statusi» ka një vlerë të pavlefshme.'],
      [{ status: 3 }, 'Fusha «Statusi» ka një vlerë të pavlefshme.'],
      // A cancellation says why, in 1–300 characters once trimmed; no other status takes a reason.
      [{ status: 'cancelled' }, 'Fusha «Arsyeja» është e detyrueshme.'],
      [{ status: 'cancelled', reason: '' }, 'Fusha «Arsyeja» është e detyrueshme.'],
      [{ status: 'cancelled', reason: '  \n ' }, 'Fusha «Arsyeja» është e detyrueshme.'],
      [{ status: 'cancelled', reason: 'x'.repeat(301) }, 'Fusha «Arsyeja» mund të ketë deri në 300 karaktere.'],
      [{ status: 'cancelled', reason: 7 }, 'Fusha «Arsyeja» duhet të jetë tekst.'],
      [{ status: 'ready', reason: 'Klienti ndryshoi mendje' }, 'Arsyeja jepet vetëm kur puna anulohet.'],
    ] as [object, string | RegExp][])('PUT status refuses %j with 400 and changes nothing', async (body, detail) => {
      const before = await detailOf(job.id);
      expectError(await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send(body), 400, detail);
      expect(await detailOf(job.id)).toEqual(before);
    });

    it.each([
      [{}, 'Fusha «Mesazhi» është e detyrueshme.'],
      [{ message: '' }, 'Fusha «Mesazhi» është e detyrueshme.'],
      [{ message: '   \n\t ' }, 'Fusha «Mesazhi» është e detyrueshme.'],
      [{ message: 'x'.repeat(2001) }, 'Fusha «Mesazhi» mund të ketë deri në 2000 karaktere.'],
      [{ message: 42 }, 'Fusha «Mesazhi» duhet të jetë tekst.'],
    ])('POST messages refuses %j with 400 and adds nothing', async (body, detail) => {
      const before = await detailOf(job.id);
      expectError(await t.http().post(`/api/jobs/${job.id}/messages`).set(bearer(shop.token)).send(body), 400, detail);
      expect(await detailOf(job.id)).toEqual(before);
    });

    it('answers 404 for unknown and malformed ids', async () => {
      const unknown = '5b0a8f2e-1111-4222-8333-444455556666';
      for (const id of [unknown, 'abc']) {
        expectError(
          await t.http().put(`/api/jobs/${id}/status`).set(bearer(shop.token)).send({ status: 'ready' }),
          404,
          JOB_NOT_FOUND,
        );
        expectError(
          await t.http().post(`/api/jobs/${id}/messages`).set(bearer(shop.token)).send({ message: 'Hello' }),
          404,
          JOB_NOT_FOUND,
        );
        expectError(
          await t.http().patch(`/api/jobs/${id}`).set(bearer(shop.token)).send({ clientName: 'X' }),
          404,
          JOB_NOT_FOUND,
        );
      }
    });
  });

  describe('PATCH /api/jobs/:id (edit)', () => {
    let job: JobResponse;
    beforeAll(async () => {
      t.clock.set(at(100_000));
      job = await createJob(t, shop.token, shop.worker.id, {
        clientName: 'Edit Test',
        clientPhone: '048 111 000',
        estimatedPrice: 30,
        priority: 'low',
      });
    });

    it('changes only the fields sent, moves updatedAt and writes a signed history line per field changed', async () => {
      t.clock.set(at(110_000));
      const response = await t
        .http()
        .patch(`/api/jobs/${job.id}`)
        .set(bearer(shop.token))
        .send({ clientName: ' Edit Test Ri ', deviceModel: 'iPhone 13' });
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      const expected = { ...job, clientName: 'Edit Test Ri', deviceModel: 'iPhone 13', updatedAt: at(110_000) };
      expect(response.body.job).toEqual(expected);
      const detail = await detailOf(job.id);
      expect(detail.job).toEqual(expected);
      expect(
        detail.messages.map(({ type, message, author, createdAt }) => ({ type, message, author, createdAt })),
      ).toEqual([
        {
          type: 'status',
          message: 'Puna u pranua.',
          author: { id: shop.user.id, name: 'Arben Krasniqi' },
          createdAt: at(100_000),
        },
        {
          type: 'edit',
          message: 'Emri i klientit: Edit Test → Edit Test Ri',
          author: { id: shop.user.id, name: 'Arben Krasniqi' },
          createdAt: at(110_000),
        },
        {
          type: 'edit',
          message: 'Modeli i pajisjes: Samsung Galaxy S21 → iPhone 13',
          author: { id: shop.user.id, name: 'Arben Krasniqi' },
          createdAt: at(110_000),
        },
      ]);
    });

    it("shows status changes and messages kept from before staff logins (no author) as the owner's, and the system's lines as nobody's", async () => {
      const old = await createJob(t, shop.token, shop.worker.id);
      await t.db.query(`UPDATE job_events SET author_id = NULL, author_name = NULL WHERE job_id = $1`, [old.id]);
      await t.db.query(
        `INSERT INTO job_events (job_id, type, status, message, created_at) VALUES ($1, 'sms_sent', NULL, 'SMS u dërgua.', now())`,
        [old.id],
      );
      const lines = (await detailOf(old.id)).messages.map(({ type, author }) => ({ type, author }));
      expect(lines).toEqual([
        { type: 'status', author: { id: shop.user.id, name: 'Arben Krasniqi' } },
        { type: 'sms_sent', author: null },
      ]);
    });

    it('says what each edit changed: price and priority in Albanian, the worker by name, never the device code', async () => {
      const other = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 50, deviceCode: '4321' });
      const second = await createWorker(t, shop.token, { firstName: 'Genta', lastName: 'Rexhepi' });
      expectStatus(
        await t.http().patch(`/api/jobs/${other.id}`).set(bearer(shop.token)).send({
          estimatedPrice: 80,
          priority: 'high',
          deviceCode: '9999',
          workerId: second.id,
          deviceImei: '356789012345680',
        }),
        200,
      );
      expectStatus(
        await t
          .http()
          .patch(`/api/jobs/${other.id}`)
          .set(bearer(shop.token))
          .send({ estimatedPrice: null, clientName: 'Vjosa Berisha' }),
        200,
      );
      const lines = (await detailOf(other.id)).messages
        .filter((entry) => entry.type === 'edit')
        .map((entry) => entry.message);
      expect(lines).toEqual([
        'Punëtori: Driton Gashi → Genta Rexhepi',
        'IMEI / numri serik: 356789012345672 → 356789012345680',
        'Kodi i pajisjes u ndryshua.',
        'Çmimi: 50,00 € → 80,00 €',
        'Prioriteti: Normale → E lartë',
        'Çmimi: 80,00 € → pa çmim',
      ]);
      expect(JSON.stringify(lines)).not.toContain('9999');
    });

    it('edits the description under both names, the price (null clears it) and the priority', async () => {
      const response = await t
        .http()
        .patch(`/api/jobs/${job.id}`)
        .set(bearer(shop.token))
        .send({ workDescription: 'Bateria fryhet', estimatedPrice: null, priority: 'high' });
      expect(response.status).toBe(200);
      expect(response.body.job).toMatchObject({
        clientName: 'Edit Test Ri',
        deviceModel: 'iPhone 13',
        workDescription: 'Bateria fryhet',
        issueDescription: 'Bateria fryhet',
        estimatedPrice: null,
        priority: 'high',
      });
      expect((await detailOf(job.id)).job).toEqual(response.body.job);
      const priced = await t.http().patch(`/api/jobs/${job.id}`).set(bearer(shop.token)).send({ estimatedPrice: 12.5 });
      expect(priced.body.job.estimatedPrice).toBe(12.5);
      expect((await detailOf(job.id)).job.estimatedPrice).toBe(12.5);
    });

    it('moves the job to another worker of the shop and names the new worker', async () => {
      const other = await createWorker(t, shop.token, { firstName: 'Liridon', lastName: 'Shala' });
      const response = await t.http().patch(`/api/jobs/${job.id}`).set(bearer(shop.token)).send({ workerId: other.id });
      expect(response.status).toBe(200);
      expect(response.body.job).toMatchObject({
        workerId: other.id,
        assignedWorker: 'Liridon Shala',
        clientName: 'Edit Test Ri',
      });
      expect((await detailOf(job.id)).job).toMatchObject({ workerId: other.id, assignedWorker: 'Liridon Shala' });
    });

    it('an empty edit changes nothing but updatedAt', async () => {
      const before = (await detailOf(job.id)).job;
      t.clock.set(at(120_000));
      const response = await t.http().patch(`/api/jobs/${job.id}`).set(bearer(shop.token)).send({});
      expect(response.status).toBe(200);
      expect(response.body.job).toEqual({ ...before, updatedAt: at(120_000) });
    });

    it.each([
      [{ clientName: null }, 'Fusha «Emri i klientit» është e detyrueshme.'],
      [{ clientName: '  ' }, 'Fusha «Emri i klientit» është e detyrueshme.'],
      [{ clientPhone: 'x' }, 'Fusha «Telefoni i klientit» duhet të jetë një numër telefoni i vlefshëm.'],
      [{ workerId: 'x' }, 'Fusha «Punëtori» ka një vlerë të pavlefshme.'],
      [{ workerId: null }, 'Fusha «Punëtori» është e detyrueshme.'],
      [{ priority: null }, 'Fusha «Prioriteti» ka një vlerë të pavlefshme.'],
      [{ estimatedPrice: 'falas' }, 'Fusha «Çmimi» duhet të jetë numër.'],
      [{ estimatedPrice: 0.005 }, 'Fusha «Çmimi» mund të ketë deri në 2 shifra pas presjes dhjetore.'],
      [{ status: 'completed' }, 'Fusha «Statusi» nuk lejohet.'],
      [{ id: '5b0a8f2e-1111-4222-8333-444455556666' }, 'Fusha «id» nuk lejohet.'],
    ])('refuses %j with 400 and changes nothing', async (body, detail) => {
      const before = await detailOf(job.id);
      expectError(await t.http().patch(`/api/jobs/${job.id}`).set(bearer(shop.token)).send(body), 400, detail);
      expect(await detailOf(job.id)).toEqual(before);
    });

    it('refuses an unknown worker with 404 and changes nothing', async () => {
      const before = await detailOf(job.id);
      const response = await t
        .http()
        .patch(`/api/jobs/${job.id}`)
        .set(bearer(shop.token))
        .send({ workerId: '5b0a8f2e-1111-4222-8333-444455556666', clientName: 'Nuk duhet' });
      expectError(response, 404, 'Punëtori nuk u gjet.');
      expect(await detailOf(job.id)).toEqual(before);
    });
  });

  describe('GET /api/jobs filters', () => {
    let owner: Shop;
    const jobs: Record<string, JobResponse> = {};
    beforeAll(async () => {
      const day = 24 * 60 * 60 * 1000;
      const base = Date.parse('2026-02-01T08:00:00.000Z');
      t.clock.set(new Date(base - day));
      owner = await createShop(t);
      const specs = [
        ['arta', { clientName: 'Arta Morina', clientPhone: '044 123 456', deviceImei: '111111111111119' }],
        ['besnik', { clientName: 'Besnik Morina', clientPhone: '+383 49 765 432', deviceImei: '222222222222228' }],
        ['cena', { clientName: 'Cena Ahmeti', clientPhone: '045-000-111', deviceImei: '350000987654320' }],
        [
          'dardan',
          {
            clientName: 'Dardan 100%_Zero',
            clientPhone: '046 222 333',
            deviceImei: 'IMEI-DARDAN',
            deviceIdKind: 'serial',
          },
        ],
      ] as const;
      for (const [index, [key, fields]] of specs.entries()) {
        t.clock.set(new Date(base + index * day));
        jobs[key] = await createJob(t, owner.token, owner.worker.id, fields);
      }
      const status = await t
        .http()
        .put(`/api/jobs/${jobs.besnik.id}/status`)
        .set(bearer(owner.token))
        .send({ status: 'completed' });
      expect(status.status).toBe(200);
    });

    const names = async (query: Record<string, string | number>): Promise<string[]> => {
      const response = await t.http().get('/api/jobs').query(query).set(bearer(owner.token));
      expect(response.status).toBe(200);
      return (response.body as JobResponse[]).map((job) => job.clientName);
    };

    it('searches any part of the client name, case-insensitively', async () => {
      expect(await names({ search: 'morina' })).toEqual(['Besnik Morina', 'Arta Morina']);
      expect(await names({ search: 'ART' })).toEqual(['Arta Morina']);
      expect(await names({ search: '  cena  ' })).toEqual(['Cena Ahmeti']);
    });

    it('searches phone digits however they are typed', async () => {
      expect(await names({ search: '123456' })).toEqual(['Arta Morina']);
      expect(await names({ search: '123 456' })).toEqual(['Arta Morina']);
      expect(await names({ search: '765-432' })).toEqual(['Besnik Morina']);
      expect(await names({ search: '045000' })).toEqual(['Cena Ahmeti']);
    });

    it('matches phones only for a search written like a phone number', async () => {
      // "Morina 1" has a digit, but it is a name: phones containing a 1 must not match it.
      expect(await names({ search: 'Morina 1' })).toEqual([]);
    });

    it('searches any part of the IMEI', async () => {
      expect(await names({ search: '222222' })).toEqual(['Besnik Morina']);
      expect(await names({ search: '0009876543' })).toEqual(['Cena Ahmeti']);
      expect(await names({ search: 'imei-dar' })).toEqual(['Dardan 100%_Zero']);
    });

    it('treats % and _ in the search as plain characters', async () => {
      expect(await names({ search: '100%_' })).toEqual(['Dardan 100%_Zero']);
      expect(await names({ search: '%' })).toEqual(['Dardan 100%_Zero']);
      expect(await names({ search: '_' })).toEqual(['Dardan 100%_Zero']);
      expect(await names({ search: 'nuk-ekziston' })).toEqual([]);
    });

    it('filters by status', async () => {
      expect(await names({ status: 'completed' })).toEqual(['Besnik Morina']);
      expect(await names({ status: 'new' })).toEqual(['Dardan 100%_Zero', 'Cena Ahmeti', 'Arta Morina']);
      expect(await names({ status: 'ready' })).toEqual([]);
    });

    it('filters by creation date: createdFrom inclusive, createdTo exclusive', async () => {
      expect(await names({ createdFrom: '2026-02-02T08:00:00.000Z' })).toEqual([
        'Dardan 100%_Zero',
        'Cena Ahmeti',
        'Besnik Morina',
      ]);
      expect(await names({ createdTo: '2026-02-02T08:00:00.000Z' })).toEqual(['Arta Morina']);
      expect(await names({ createdFrom: '2026-02-02', createdTo: '2026-02-04' })).toEqual([
        'Cena Ahmeti',
        'Besnik Morina',
      ]);
      expect(await names({ createdFrom: '2026-02-02', createdTo: '2026-02-04', search: 'morina' })).toEqual([
        'Besnik Morina',
      ]);
    });

    it('pages with limit and offset', async () => {
      expect(await names({ limit: 2 })).toEqual(['Dardan 100%_Zero', 'Cena Ahmeti']);
      expect(await names({ limit: 2, offset: 2 })).toEqual(['Besnik Morina', 'Arta Morina']);
      expect(await names({ offset: 3 })).toEqual(['Arta Morina']);
      expect(await names({ limit: 10, offset: 10 })).toEqual([]);
    });

    it.each([
      [{ limit: 0 }, 'Fusha «Numri i rezultateve» duhet të jetë të paktën 1.'],
      [{ limit: 101 }, 'Fusha «Numri i rezultateve» mund të jetë deri në 100.'],
      [{ limit: 'dhjetë' }, 'Fusha «Numri i rezultateve» duhet të jetë numër i plotë.'],
      [{ limit: '1.5' }, 'Fusha «Numri i rezultateve» duhet të jetë numër i plotë.'],
      [{ offset: -1 }, 'Fusha «Fillimi» duhet të jetë të paktën 0.'],
      [
        { status: 'done' },
        /^Fusha «Statusi» ka një vlerë të pavlefshme: jepni një status ose disa të ndarë me presje \(new,in_process,ready,completed,not_repairable,cancelled\)\.$/,
      ],
      [{ status: 'new,' }, /^Fusha «Statusi» ka një vlerë të pavlefshme/],
      [{ status: 'new,gati' }, /^Fusha «Statusi» ka një vlerë të pavlefshme/],
      [{ createdFrom: 'dje' }, 'Fusha «Data nga» duhet të jetë një datë e vlefshme.'],
      [{ createdTo: '2026-13-45' }, 'Fusha «Data deri» duhet të jetë një datë e vlefshme.'],
      [{ createdFrom: '2026-02-30' }, 'Fusha «Data nga» duhet të jetë një datë e vlefshme.'],
      // ISO 8601 forms that JavaScript's Date cannot read.
      ...['2024-W01', '2024-366', '20240101', '1000001'].map((createdFrom): [object, string] => [
        { createdFrom },
        'Fusha «Data nga» duhet të jetë një datë e vlefshme.',
      ]),
      [{ offset: '99999999999999999999' }, 'Fusha «Fillimi» mund të jetë deri në 1000000.'],
      [{ search: 'x'.repeat(101) }, 'Fusha «Kërkimi» mund të ketë deri në 100 karaktere.'],
      [{ sort: 'name' }, 'Fusha «sort» nuk lejohet.'],
    ] as [object, string | RegExp][])('refuses the query %j with 400', async (query, detail) => {
      expectError(await t.http().get('/api/jobs').query(query).set(bearer(owner.token)), 400, detail);
    });

    it('refuses a repeated query parameter with 400 rather than failing', async () => {
      const search = await t.http().get('/api/jobs?search=a&search=b').set(bearer(owner.token));
      expectError(search, 400, 'Fusha «Kërkimi» duhet të jetë tekst.');
      const limit = await t.http().get('/api/jobs?limit=1&limit=2').set(bearer(owner.token));
      expectError(limit, 400, 'Fusha «Numri i rezultateve» duhet të jetë numër i plotë.');
    });
  });

  it('answers 401 without a token on every jobs route', async () => {
    const id = '5b0a8f2e-1111-4222-8333-444455556666';
    const detail = 'Ju lutemi identifikohuni.';
    expectError(await t.http().get('/api/jobs'), 401, detail);
    expectError(await t.http().post('/api/jobs').send(jobRequest(id)), 401, detail);
    expectError(await t.http().get(`/api/jobs/${id}`), 401, detail);
    expectError(await t.http().patch(`/api/jobs/${id}`).send({ clientName: 'X' }), 401, detail);
    expectError(await t.http().put(`/api/jobs/${id}/status`).send({ status: 'ready' }), 401, detail);
    expectError(await t.http().post(`/api/jobs/${id}/messages`).send({ message: 'X' }), 401, detail);
    expectError(await t.http().get('/api/clients'), 401, detail);
  });
});
