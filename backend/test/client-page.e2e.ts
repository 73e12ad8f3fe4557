import type {
  ClientDetailResponse,
  ClientJobResponse,
  ClientResponse,
  PartSavedResponse,
  PaymentRequest,
} from '@repair-shop/contracts';
import { TOTAL_COUNT_HEADER } from '@repair-shop/contracts';
import {
  START_TIME,
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

function at(minutes: number): string {
  return new Date(Date.parse(START_TIME) + minutes * 60_000).toISOString();
}

/** GET /api/clients/:phoneKey and its jobs: a client's visits, spending, what they owe, and their jobs a page at a time. */
describe('a client page', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t, { firstName: 'Arta', lastName: 'Hoxha' }, { businessName: 'Servisi Klienti' });
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = async (phoneKey: string, token = shop.token): Promise<ClientDetailResponse> => {
    const response = await t.http().get(`/api/clients/${phoneKey}`).set(bearer(token));
    expectStatus(response, 200);
    return response.body as ClientDetailResponse;
  };
  const jobsPage = async (phoneKey: string, query: Record<string, number> = {}, token = shop.token) => {
    const response = await t.http().get(`/api/clients/${phoneKey}/jobs`).query(query).set(bearer(token));
    expectStatus(response, 200);
    return {
      jobs: response.body as ClientJobResponse[],
      total: Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]),
    };
  };
  const pay = async (jobId: string, amount: number, kind: PaymentRequest['kind'] = 'payment') =>
    expectStatus(
      await t.http().post(`/api/jobs/${jobId}/payments`).set(bearer(shop.token)).send({ amount, method: 'cash', kind }),
      201,
    );
  const setStatus = async (jobId: string, status: string) =>
    expectStatus(await t.http().put(`/api/jobs/${jobId}/status`).set(bearer(shop.token)).send({ status }), 200);

  describe('totals', () => {
    const PHONE_KEY = '049222333';
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const job = async (name: string, minute: number, estimatedPrice: number | null, clientPhone = '049 222 333') => {
        t.clock.set(at(minute));
        ids[name] = (
          await createJob(t, shop.token, shop.worker.id, { clientName: 'Blerta Kastrati', clientPhone, estimatedPrice })
        ).id;
      };
      // Completed, a part used, paid in full with a deposit and a payment: nothing owed.
      await job('paidInFull', 1, 50);
      const part = await t
        .http()
        .post('/api/parts')
        .set(bearer(shop.token))
        .send({ name: 'Bateri', costPrice: 5, salePrice: 12.35, quantity: 4 });
      expectStatus(part, 201);
      expectStatus(
        await t
          .http()
          .post(`/api/jobs/${ids.paidInFull}/parts`)
          .set(bearer(shop.token))
          .send({ partId: (part.body as PartSavedResponse).part.id, quantity: 1 }),
        201,
      );
      await pay(ids.paidInFull, 20, 'deposit');
      await pay(ids.paidInFull, 42.35);
      await setStatus(ids.paidInFull, 'completed');
      // Completed, partly paid: 70,10 owed.
      await job('partlyPaid', 2, 100.1, '+383 49 222 333');
      await pay(ids.partlyPaid, 30);
      await setStatus(ids.partlyPaid, 'completed');
      // In the works and overpaid (20 the shop owes back): it pays for nothing else.
      await job('overpaid', 3, 80, '0038349222333');
      await pay(ids.overpaid, 100, 'deposit');
      // Two cents that binary floating point would not add exactly: 0,10 + 0,20 owed.
      await job('tenCents', 4, 0.1);
      await job('twentyCents', 5, 0.2);
      // Paid, then partly refunded: 15 paid of 10,01, still overpaid.
      await job('refunded', 6, 10.01);
      await pay(ids.refunded, 30);
      await pay(ids.refunded, 15, 'refund');
      // No price yet: nothing owed.
      await job('unpriced', 7, null);
    });

    it('answers the client as the Clients tab counts them, the first and last visit, and what they owe in exact decimals', async () => {
      expect(await detail(PHONE_KEY)).toEqual({
        phoneKey: PHONE_KEY,
        name: 'Blerta Kastrati',
        phone: '049 222 333',
        jobCount: 7,
        firstJobAt: at(1),
        lastJobAt: at(7),
        note: null,
        currency: 'EUR',
        totalSpent: 162.45,
        balanceDue: 70.4,
      });
      const [listed] = (await t.http().get('/api/clients').query({ search: 'blerta' }).set(bearer(shop.token)))
        .body as ClientResponse[];
      expect(listed).toEqual({
        phoneKey: PHONE_KEY,
        name: 'Blerta Kastrati',
        phone: '049 222 333',
        jobCount: 7,
        totalSpent: 162.45,
        lastJobAt: at(7),
        note: null,
      });
    });

    it("lists the jobs newest first with each job's status, device, total, paid and balance", async () => {
      const { jobs, total } = await jobsPage(PHONE_KEY);
      expect(total).toBe(7);
      expect(jobs.map((job) => [job.id, job.status, job.total, job.paid, job.balance])).toEqual([
        [ids.unpriced, 'new', 0, 0, 0],
        [ids.refunded, 'new', 10.01, 15, -4.99],
        [ids.twentyCents, 'new', 0.2, 0, 0.2],
        [ids.tenCents, 'new', 0.1, 0, 0.1],
        [ids.overpaid, 'new', 80, 100, -20],
        [ids.partlyPaid, 'completed', 100.1, 30, 70.1],
        [ids.paidInFull, 'completed', 62.35, 62.35, 0],
      ]);
      expect(jobs[0]).toEqual({
        id: ids.unpriced,
        ticketCode: ids.unpriced?.slice(-6).toUpperCase(),
        status: 'new',
        deviceModel: 'Samsung Galaxy S21',
        deviceIdKind: 'imei',
        deviceImei: '356789012345672',
        workDescription: 'Ekrani i thyer, duhet ndërruar.',
        createdAt: at(7),
        total: 0,
        paid: 0,
        balance: 0,
      });
    });

    it('follows payments, prices and a job moved to another client', async () => {
      await pay(ids.partlyPaid ?? '', 70.1);
      expect((await detail(PHONE_KEY)).balanceDue).toBe(0.3);
      expectStatus(
        await t.http().patch(`/api/jobs/${ids.tenCents}`).set(bearer(shop.token)).send({ estimatedPrice: 1.15 }),
        200,
      );
      expect((await detail(PHONE_KEY)).balanceDue).toBe(1.35);
      expectStatus(
        await t
          .http()
          .patch(`/api/jobs/${ids.twentyCents}`)
          .set(bearer(shop.token))
          .send({ clientPhone: '049 999 000' }),
        200,
      );
      expect(await detail(PHONE_KEY)).toMatchObject({ jobCount: 6, balanceDue: 1.15 });
      expect(await detail('049999000')).toMatchObject({
        jobCount: 1,
        balanceDue: 0.2,
        totalSpent: 0,
        firstJobAt: at(5),
        lastJobAt: at(5),
      });
    });
  });

  it('leaves a cancelled job out of what the client owes and of their job count, but lists it, its deposit to give back', async () => {
    t.clock.set(at(200));
    const kept = await createJob(t, shop.token, shop.worker.id, {
      clientName: 'Liridon Berisha',
      clientPhone: '044 777 111',
      estimatedPrice: 40,
    });
    t.clock.set(at(201));
    const cancelled = await createJob(t, shop.token, shop.worker.id, {
      clientName: 'Liridon Berisha',
      clientPhone: '044 777 111',
      estimatedPrice: 90,
    });
    await pay(cancelled.id, 25, 'deposit');
    const cancel = await t
      .http()
      .put(`/api/jobs/${cancelled.id}/status`)
      .set(bearer(shop.token))
      .send({ status: 'cancelled', reason: 'Klienti nuk e donte më' });
    expectStatus(cancel, 200);
    expect(await detail('044777111')).toMatchObject({ jobCount: 1, balanceDue: 40 });
    const { jobs, total } = await jobsPage('044777111');
    expect(total).toBe(2);
    expect(jobs.map((job) => [job.id, job.status, job.total, job.paid, job.balance])).toEqual([
      [cancelled.id, 'cancelled', 90, 25, -25],
      [kept.id, 'new', 40, 0, 40],
    ]);

    // A client whose only job was cancelled counts no job, but did come in: their visit stays.
    t.clock.set(at(202));
    const only = await createJob(t, shop.token, shop.worker.id, {
      clientName: 'Mimoza Rexhepi',
      clientPhone: '044 777 222',
    });
    expectStatus(
      await t
        .http()
        .put(`/api/jobs/${only.id}/status`)
        .set(bearer(shop.token))
        .send({ status: 'cancelled', reason: 'Gabim' }),
      200,
    );
    expect(await detail('044777222')).toMatchObject({ jobCount: 0, firstJobAt: at(202), lastJobAt: at(202) });
    const [listed] = (await t.http().get('/api/clients').query({ search: 'mimoza' }).set(bearer(shop.token)))
      .body as ClientResponse[];
    expect(listed).toMatchObject({ jobCount: 0, lastJobAt: at(202) });
    const suggested = await t
      .http()
      .get('/api/clients/suggestions')
      .query({ search: 'mimoza' })
      .set(bearer(shop.token));
    expect(suggested.body).toMatchObject({ clients: [{ jobCount: 0, lastJobAt: at(202) }] });
  });

  it('pages the jobs on the server, newest first, the total in X-Total-Count', async () => {
    const created: string[] = [];
    for (let n = 0; n < 23; n += 1) {
      t.clock.set(at(100 + n));
      created.push(
        (
          await createJob(t, shop.token, shop.worker.id, {
            clientName: 'Faton Krasniqi',
            clientPhone: '045 123 999',
            estimatedPrice: n,
          })
        ).id,
      );
    }
    const newestFirst = [...created].reverse();
    const first = await jobsPage('045123999', { limit: 10 });
    const second = await jobsPage('045123999', { limit: 10, offset: 10 });
    const last = await jobsPage('045123999', { limit: 10, offset: 20 });
    const beyond = await jobsPage('045123999', { limit: 10, offset: 30 });
    expect([first.total, second.total, last.total, beyond.total]).toEqual([23, 23, 23, 23]);
    expect([...first.jobs, ...second.jobs, ...last.jobs].map((job) => job.id)).toEqual(newestFirst);
    expect(last.jobs.map((job) => job.total)).toEqual([2, 1, 0]);
    expect(beyond.jobs).toEqual([]);
    expect((await jobsPage('045123999')).jobs).toHaveLength(23);
    expectError(await t.http().get('/api/clients/045123999/jobs').query({ limit: 101 }).set(bearer(shop.token)), 400);
  });

  it("answers 404 for an unknown key, a key that is not one, and another shop's client", async () => {
    t.clock.set(at(200));
    await createJob(t, shop.token, shop.worker.id, { clientName: 'Vesa Morina', clientPhone: '044 700 800' });
    const other = await createShop(t, {}, { businessName: 'Servisi Tjetër' });
    for (const path of [
      '/api/clients/044700801',
      '/api/clients/044700801/jobs',
      '/api/clients/abc',
      '/api/clients/abc/jobs',
      '/api/clients/%2B38344700800',
    ]) {
      expectError(await t.http().get(path).set(bearer(shop.token)), 404, 'Klienti nuk u gjet.');
    }
    expectError(await t.http().get('/api/clients/044700800').set(bearer(other.token)), 404, 'Klienti nuk u gjet.');
    expectError(await t.http().get('/api/clients/044700800/jobs').set(bearer(other.token)), 404, 'Klienti nuk u gjet.');
    expect((await detail('044700800')).name).toBe('Vesa Morina');
  });

  it('is open to the owner and managers, not to technicians (403)', async () => {
    const manager = await staffLogin(
      t,
      shop.token,
      (await createWorker(t, shop.token, { firstName: 'Mira', lastName: 'Leka' })).id,
      'manager',
    );
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    expect((await detail('044700800', manager)).name).toBe('Vesa Morina');
    expect((await jobsPage('044700800', {}, manager)).total).toBe(1);
    expectError(await t.http().get('/api/clients/044700800').set(bearer(technician)), 403);
    expectError(await t.http().get('/api/clients/044700800/jobs').set(bearer(technician)), 403);
  });
});
