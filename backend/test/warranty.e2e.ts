import type {
  BusinessResponse,
  EarlierJobsResponse,
  JobDetailResponse,
  JobResponse,
  StatsResponse,
} from '@repair-shop/contracts';
import {
  bearer,
  createJob,
  createShop,
  createWorker,
  expectError,
  expectStatus,
  jobRequest,
  staffLogin,
  startTestApp,
  START_TIME,
  type Shop,
  type TestApp,
} from './support/test-app';
import { DAY_MS } from './support/test-clock';

const IMEI = '356938035643809';

/** IMEIs checked with Luhn or serial numbers, a warranty on each completed job, and returns under it. */
describe('device identifiers, warranty and warranty returns', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    t.clock.set(START_TIME);
    shop = await createShop(t, { firstName: 'Arben', lastName: 'Gashi' }, { businessName: 'Servisi Garancia' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (fields: Record<string, unknown>, token = shop.token) =>
    t
      .http()
      .post('/api/jobs')
      .set(bearer(token))
      .send({ ...jobRequest(shop.worker.id), ...fields });
  const patch = (jobId: string, fields: Record<string, unknown>) =>
    t.http().patch(`/api/jobs/${jobId}`).set(bearer(shop.token)).send(fields);
  const complete = async (jobId: string, token = shop.token) =>
    expectStatus(await t.http().put(`/api/jobs/${jobId}/status`).set(bearer(token)).send({ status: 'completed' }), 200);
  const detail = async (jobId: string): Promise<JobDetailResponse> => {
    const response = await t.http().get(`/api/jobs/${jobId}`).set(bearer(shop.token));
    expectStatus(response, 200);
    return response.body as JobDetailResponse;
  };
  const device = async (deviceId: string, token = shop.token): Promise<EarlierJobsResponse> => {
    const response = await t
      .http()
      .get(`/api/devices/${encodeURIComponent(deviceId)}`)
      .set(bearer(token));
    expectStatus(response, 200);
    return response.body as EarlierJobsResponse;
  };
  const clientJobs = async (phone: string, token = shop.token): Promise<EarlierJobsResponse> => {
    const response = await t.http().get('/api/clients/jobs').query({ phone }).set(bearer(token));
    expectStatus(response, 200);
    return response.body as EarlierJobsResponse;
  };
  const setWarrantyDefault = async (days: number) => {
    const { businessName, contactNumber, country, city } = (await t.http().get('/api/business').set(bearer(shop.token)))
      .body as BusinessResponse;
    return t
      .http()
      .put('/api/business')
      .set(bearer(shop.token))
      .send({ businessName, contactNumber, country, city, warrantyDays: days });
  };

  describe('IMEI or serial number', () => {
    it.each([
      ['12AB', 'IMEI përmban vetëm shifra.'],
      ['3569380356438', 'IMEI ka 15 shifra (ky ka 13).'],
      ['356938035643808', /shifra e fundit e kontrollit nuk përputhet/],
    ])('refuses the IMEI %j with an Albanian reason, saving nothing', async (deviceImei, detail) => {
      expectError(await post({ deviceImei }), 400, detail);
      const [row] = await t.db.query('SELECT COUNT(*)::int AS count FROM jobs WHERE business_id = $1', [
        shop.business.id,
      ]);
      expect(row.count).toBe(0);
    });

    it('keeps an IMEI typed with spaces and dashes as its 15 digits, and a serial in capitals', async () => {
      const phone = await post({ deviceImei: ' 35-6938 0356 4380 9 ' });
      expectStatus(phone, 201);
      expect((phone.body as { job: JobResponse }).job).toMatchObject({ deviceImei: IMEI, deviceIdKind: 'imei' });
      const laptop = await post({ deviceIdKind: 'serial', deviceImei: ' c02x  l0ab ', deviceModel: 'MacBook Air' });
      expectStatus(laptop, 201);
      expect((laptop.body as { job: JobResponse }).job).toMatchObject({
        deviceImei: 'C02X L0AB',
        deviceIdKind: 'serial',
      });
      expectError(await post({ deviceIdKind: 'serial', deviceImei: 'X' }), 400, 'Numri serik ka 3 deri në 64 shenja.');
      expectError(
        await post({ deviceIdKind: 'barcode', deviceImei: IMEI }),
        400,
        'Fusha «IMEI ose numër serik» ka një vlerë të pavlefshme.',
      );
    });

    it('checks an edit against the kind the job has, unless the edit changes it', async () => {
      const laptop = await createJob(t, shop.token, shop.worker.id, { deviceIdKind: 'serial', deviceImei: 'SN-100' });
      expectStatus(await patch(laptop.id, { deviceImei: 'sn-200' }), 200);
      expect((await detail(laptop.id)).job.deviceImei).toBe('SN-200');
      // Switching to an IMEI keeps the serial only if it were one.
      expectError(await patch(laptop.id, { deviceIdKind: 'imei' }), 400, 'IMEI përmban vetëm shifra.');
      expectStatus(await patch(laptop.id, { deviceIdKind: 'imei', deviceImei: '35693803 5643809' }), 200);
      const after = await detail(laptop.id);
      expect(after.job).toMatchObject({ deviceIdKind: 'imei', deviceImei: IMEI });
      expect(after.messages.map((entry) => entry.message)).toEqual(
        expect.arrayContaining(['Identifikimi i pajisjes: Numri serik → IMEI', `IMEI / numri serik: SN-200 → ${IMEI}`]),
      );
      expectError(await patch(laptop.id, { deviceImei: '356938035643808' }), 400, /shifra e fundit e kontrollit/);
    });
  });

  describe('the warranty', () => {
    it('is the shop default when the job is added, runs from the completion, and can be changed per job', async () => {
      const first = await createJob(t, shop.token, shop.worker.id);
      expect(first).toMatchObject({ warrantyDays: 30, warrantyEndsAt: null, warrantyOfJobId: null });
      expectStatus(await setWarrantyDefault(90), 200);
      expectError(await setWarrantyDefault(731), 400, 'Fusha «Garancia (ditë)» mund të jetë deri në 730.');
      const job = await createJob(t, shop.token, shop.worker.id);
      expect(job.warrantyDays).toBe(90);
      // The first job keeps the days it was given.
      expect((await detail(first.id)).job.warrantyDays).toBe(30);

      t.clock.advanceDays(2);
      const completedAt = t.clock.now();
      await complete(job.id);
      expect((await detail(job.id)).job.warrantyEndsAt).toBe(
        new Date(completedAt.getTime() + 90 * DAY_MS).toISOString(),
      );
      expectStatus(await patch(job.id, { warrantyDays: 180 }), 200);
      const changed = await detail(job.id);
      expect(changed.job.warrantyEndsAt).toBe(new Date(completedAt.getTime() + 180 * DAY_MS).toISOString());
      expect(changed.messages.at(-1)?.message).toBe('Garancia: 90 → 180 ditë');
      expectError(await patch(job.id, { warrantyDays: -1 }), 400, 'Fusha «Garancia (ditë)» duhet të jetë të paktën 0.');
      expectStatus(await post({ warrantyDays: 0 }), 201);
    });
  });

  describe("a device's and a client's earlier jobs", () => {
    it('finds the device by its IMEI however spaced, newest first, only in this shop', async () => {
      const older = await createJob(t, shop.token, shop.worker.id, { deviceImei: IMEI, workDescription: 'Bateria' });
      t.clock.advanceDays(1);
      const newer = await createJob(t, shop.token, shop.worker.id, { deviceImei: IMEI, workDescription: 'Ekrani' });
      await createJob(t, shop.token, shop.worker.id, { deviceImei: '490154203237518' });
      const other = await createShop(t);
      await createJob(t, other.token, other.worker.id, { deviceImei: IMEI });

      const found = await device('356938 035643 809');
      expect(found.jobs.map((job) => job.id)).toEqual([newer.id, older.id]);
      expect(found.jobs[0]).toMatchObject({
        workDescription: 'Ekrani',
        deviceIdKind: 'imei',
        status: 'new',
        underWarranty: false,
        assignedWorker: expect.any(String),
      });
      expect((await device(IMEI, other.token)).jobs).toHaveLength(1);
      expect((await device('000000000000000')).jobs).toEqual([]);
      expectError(
        await t
          .http()
          .get(`/api/devices/${'A'.repeat(65)}`)
          .set(bearer(shop.token)),
        400,
        /deri në 64 shenja/,
      );
    });

    it('finds a serial written in small letters, and a client by the phone in another form', async () => {
      const laptop = await createJob(t, shop.token, shop.worker.id, {
        deviceIdKind: 'serial',
        deviceImei: 'C02X L0AB',
        clientPhone: '+383 44 123 456',
      });
      expect((await device('c02x l0ab')).jobs.map((job) => job.id)).toEqual([laptop.id]);
      expect((await clientJobs('044 123 456')).jobs.map((job) => job.id)).toEqual([laptop.id]);
      expect((await clientJobs('044 999 999')).jobs).toEqual([]);
      expectError(
        await t.http().get('/api/clients/jobs').set(bearer(shop.token)),
        400,
        'Fusha «phone» është e detyrueshme.',
      );
    });

    it('lists at most 10, and a technician kept to their own jobs sees only theirs', async () => {
      for (let index = 0; index < 11; index += 1)
        await createJob(t, shop.token, shop.worker.id, { clientPhone: '049 555 000' });
      expect((await clientJobs('049555000')).jobs).toHaveLength(10);
      const second = await createWorker(t, shop.token, { firstName: 'Teknik', lastName: 'Dyte' });
      await createJob(t, shop.token, second.id, { clientPhone: '049 555 000' });
      const technician = await staffLogin(t, shop.token, second.id, 'technician');
      const { businessName, contactNumber, country, city } = (
        await t.http().get('/api/business').set(bearer(shop.token))
      ).body as BusinessResponse;
      expectStatus(
        await t
          .http()
          .put('/api/business')
          .set(bearer(shop.token))
          .send({ businessName, contactNumber, country, city, techniciansSeeOwnJobsOnly: true }),
        200,
      );
      expect((await clientJobs('049 555 000', technician)).jobs.map((job) => job.assignedWorker)).toEqual([
        'Teknik Dyte',
      ]);
    });
  });

  describe('a warranty return', () => {
    it('links the new job to the completed one, writes both histories, and counts for the worker whose repair came back', async () => {
      const original = await createJob(t, shop.token, shop.worker.id, { deviceImei: IMEI });
      const repairer = await createWorker(t, shop.token, { firstName: 'Dritan', lastName: 'Berisha' });
      const repairerToken = await staffLogin(t, shop.token, repairer.id, 'manager');
      await complete(original.id, repairerToken);
      t.clock.advanceDays(10);

      expect((await device(IMEI)).jobs[0]).toMatchObject({
        id: original.id,
        underWarranty: true,
        completedAt: expect.any(String),
      });
      const response = await post({
        deviceImei: IMEI,
        warrantyOfJobId: original.id,
        workDescription: 'Ekrani sërish nuk punon',
      });
      expectStatus(response, 201);
      const returned = (response.body as { job: JobResponse }).job;
      expect(returned.warrantyOfJobId).toBe(original.id);

      const ticket = (id: string) => id.slice(-6).toUpperCase();
      expect((await detail(returned.id)).messages.map((entry) => entry.message)).toContain(
        `Kthim në garanci i punës #${ticket(original.id)} (garancia deri më 14.02.2026).`,
      );
      expect((await detail(original.id)).messages.at(-1)?.message).toBe(
        `Pajisja u kthye në garanci: puna e re #${ticket(returned.id)}.`,
      );

      const stats = (await t.http().get('/api/stats').set(bearer(shop.token))).body as StatsResponse;
      expect(stats.business.warrantyReturns).toBe(1);
      expect(stats.workers.map((worker) => [worker.name, worker.warrantyReturns])).toEqual(
        expect.arrayContaining([
          ['Dritan Berisha', 1],
          [shop.worker.firstName + ' ' + shop.worker.lastName, 0],
        ]),
      );
      // Another shop's statistics know nothing of it.
      const other = await createShop(t);
      expect(
        ((await t.http().get('/api/stats').set(bearer(other.token))).body as StatsResponse).business.warrantyReturns,
      ).toBe(0);
    });

    it('is refused for a job not completed, out of warranty, of another device and client, or of another shop', async () => {
      const open = await createJob(t, shop.token, shop.worker.id, { deviceImei: IMEI, warrantyDays: 5 });
      expectError(await post({ deviceImei: IMEI, warrantyOfJobId: open.id }), 409, /nuk është përfunduar/);

      await complete(open.id);
      const elsewhere = { deviceImei: '490154203237518', clientPhone: '049 777 888' };
      expectError(
        await post({ ...elsewhere, warrantyOfJobId: open.id }),
        409,
        /një pajisjeje tjetër dhe e një klienti tjetër/,
      );
      // The same client with another device may still return it (the IMEI may have been mistyped).
      expectStatus(await post({ deviceImei: '490154203237518', warrantyOfJobId: open.id }), 201);

      t.clock.advanceDays(6);
      expectError(
        await post({ deviceImei: IMEI, warrantyOfJobId: open.id }),
        409,
        'Garancia e punës #' + open.id.slice(-6).toUpperCase() + ' ka skaduar më 20.01.2026.',
      );

      const other = await createShop(t);
      const theirs = await createJob(t, other.token, other.worker.id, { deviceImei: IMEI });
      await complete(theirs.id, other.token);
      const refused = await post({ deviceImei: IMEI, warrantyOfJobId: theirs.id });
      expectError(refused, 409, 'Puna që kthehet në garanci nuk u gjet në këtë servis.');
      expect((refused.body as { code: string }).code).toBe('WARRANTY_NOT_APPLICABLE');
      // Nothing of the refused jobs was saved, and warrantyOfJobId cannot be set by an edit.
      const [row] = await t.db.query('SELECT COUNT(*)::int AS count FROM jobs WHERE business_id = $1', [
        shop.business.id,
      ]);
      expect(row.count).toBe(2);
      expectError(await patch(open.id, { warrantyOfJobId: theirs.id }), 400, /nuk lejohet/);
    });
  });
});
