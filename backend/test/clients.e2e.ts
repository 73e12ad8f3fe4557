import type { ClientResponse } from '@repair-shop/contracts';
import { keptAndRecomputed } from './support/kept-aggregates';
import {
  START_TIME,
  bearer,
  createJob,
  createShop,
  expectError,
  expectStatus,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

function at(minutes: number): string {
  return new Date(Date.parse(START_TIME) + minutes * 60_000).toISOString();
}

describe('GET /api/clients', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const clients = async (): Promise<ClientResponse[]> => {
    const response = await t.http().get('/api/clients').set(bearer(shop.token));
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    return response.body as ClientResponse[];
  };

  it('is an empty list before any job', async () => {
    expect(await clients()).toEqual([]);
  });

  it('has one client per phone number, named as on the latest job, with the job count', async () => {
    t.clock.set(at(1));
    await createJob(t, shop.token, shop.worker.id, { clientName: 'Vjosa Berisha', clientPhone: '044 123 456' });
    t.clock.set(at(2));
    await createJob(t, shop.token, shop.worker.id, { clientName: 'Agon Leka', clientPhone: '+383 49 000 111' });
    t.clock.set(at(3));
    // The same number written without spaces is the same client; the latest name wins.
    await createJob(t, shop.token, shop.worker.id, { clientName: 'Vjosa Berisha-Krasniqi', clientPhone: '044123456' });
    t.clock.set(at(4));
    await createJob(t, shop.token, shop.worker.id, { clientName: 'Agon Leka', clientPhone: '+383-49-000-111' });
    t.clock.set(at(5));
    await createJob(t, shop.token, shop.worker.id, { clientName: 'Vjosa B.', clientPhone: '044.123.456' });

    const list = await clients();
    for (const client of list)
      expect(Object.keys(client).sort()).toEqual([
        'jobCount',
        'lastJobAt',
        'name',
        'note',
        'phone',
        'phoneKey',
        'totalSpent',
      ]);
    // Newest client activity first.
    expect(list).toEqual([
      {
        phoneKey: '044123456',
        name: 'Vjosa B.',
        phone: '044.123.456',
        jobCount: 3,
        totalSpent: 0,
        lastJobAt: at(5),
        note: null,
      },
      {
        phoneKey: '049000111',
        name: 'Agon Leka',
        phone: '+383-49-000-111',
        jobCount: 2,
        totalSpent: 0,
        lastJobAt: at(4),
        note: null,
      },
    ]);
  });

  it('sums what a client spent on completed jobs only', async () => {
    const owner = await createShop(t);
    const priced = async (estimatedPrice: number, status: string) => {
      const job = await createJob(t, owner.token, owner.worker.id, {
        clientName: 'Besa Hoti',
        clientPhone: '048 222 333',
        estimatedPrice,
      });
      const change = await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(owner.token)).send({ status });
      expect(change.status).toBe(200);
    };
    await priced(25.5, 'completed');
    await priced(40, 'completed');
    await priced(100, 'ready');
    await priced(70, 'not_repairable');
    const response = await t.http().get('/api/clients').set(bearer(owner.token));
    expect(response.body).toEqual([expect.objectContaining({ name: 'Besa Hoti', jobCount: 4, totalSpent: 65.5 })]);
  });

  it('follows a job whose phone number is edited to another client', async () => {
    t.clock.set(at(6));
    const job = await createJob(t, shop.token, shop.worker.id, {
      clientName: 'Drita Kelmendi',
      clientPhone: '045 555 555',
    });
    expect((await clients()).map((c) => [c.name, c.jobCount])).toEqual([
      ['Drita Kelmendi', 1],
      ['Vjosa B.', 3],
      ['Agon Leka', 2],
    ]);
    const edit = await t
      .http()
      .patch(`/api/jobs/${job.id}`)
      .set(bearer(shop.token))
      .send({ clientPhone: '044 12 34 56' });
    expect(edit.status).toBe(200);
    expect((await clients()).map((c) => [c.name, c.phone, c.jobCount])).toEqual([
      ['Drita Kelmendi', '044 12 34 56', 4],
      ['Agon Leka', '+383-49-000-111', 2],
    ]);
  });

  it('keeps the totals as prices change on completed jobs and jobs leave "completed"', async () => {
    const owner = await createShop(t);
    const job = await createJob(t, owner.token, owner.worker.id, {
      clientName: 'Arbër Shala',
      clientPhone: '049 333 444',
      estimatedPrice: 30,
    });
    const spent = async () => {
      const response = await t.http().get('/api/clients').set(bearer(owner.token));
      return (response.body as ClientResponse[])[0]?.totalSpent;
    };
    expectStatus(
      await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(owner.token)).send({ status: 'completed' }),
      200,
    );
    expect(await spent()).toBe(30);
    expectStatus(
      await t.http().patch(`/api/jobs/${job.id}`).set(bearer(owner.token)).send({ estimatedPrice: 45.25 }),
      200,
    );
    expect(await spent()).toBe(45.25);
    expectStatus(
      await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(owner.token)).send({ status: 'in_process' }),
      200,
    );
    expect(await spent()).toBe(0);
    expectStatus(
      await t.http().patch(`/api/jobs/${job.id}`).set(bearer(owner.token)).send({ clientName: 'Arbër Shala-Berisha' }),
      200,
    );
    const [client] = (await t.http().get('/api/clients').set(bearer(owner.token))).body as ClientResponse[];
    expect(client?.name).toBe('Arbër Shala-Berisha');
    const { kept, recomputed } = await keptAndRecomputed(t.db, owner.business.id);
    expect(kept).toEqual(recomputed);
  });

  describe('pages, orders and totals', () => {
    let owner: Shop;
    beforeAll(async () => {
      owner = await createShop(t);
      // Client n has n + 1 jobs and spent 10·n on completed ones; a later client had a later last job.
      for (let client = 0; client < 12; client += 1) {
        for (let job = 0; job <= client % 4; job += 1) {
          t.clock.set(at(100 + client * 10 + job));
          const created = await createJob(t, owner.token, owner.worker.id, {
            clientName: `Klienti ${client}`,
            clientPhone: `044 200 ${String(client).padStart(3, '0')}`,
            estimatedPrice: client,
          });
          if (job === 0)
            expectStatus(
              await t
                .http()
                .put(`/api/jobs/${created.id}/status`)
                .set(bearer(owner.token))
                .send({ status: 'completed' }),
              200,
            );
        }
      }
    });

    const list = async (query: Record<string, string | number>) => {
      const response = await t.http().get('/api/clients').query(query).set(bearer(owner.token));
      expectStatus(response, 200);
      return {
        names: (response.body as ClientResponse[]).map((client) => client.name),
        total: Number(response.headers['x-total-count']),
      };
    };

    it('lists the latest client first, 50 at most by default, with the total in X-Total-Count', async () => {
      const { names, total } = await list({});
      expect(total).toBe(12);
      expect(names).toEqual(Array.from({ length: 12 }, (_, index) => `Klienti ${11 - index}`));
    });

    it('walks every client once, page by page', async () => {
      const pages = [
        await list({ limit: 5 }),
        await list({ limit: 5, offset: 5 }),
        await list({ limit: 5, offset: 10 }),
      ];
      expect(pages.map((page) => page.total)).toEqual([12, 12, 12]);
      expect(pages.flatMap((page) => page.names)).toEqual((await list({})).names);
    });

    it('orders by number of jobs and by money spent, for the top clients', async () => {
      // 4 jobs: clients 3, 7, 11; ties broken by the latest job.
      expect((await list({ sort: 'jobs', limit: 3 })).names).toEqual(['Klienti 11', 'Klienti 7', 'Klienti 3']);
      expect((await list({ sort: 'spent', limit: 3 })).names).toEqual(['Klienti 11', 'Klienti 10', 'Klienti 9']);
    });

    it('searches and counts what the search matches', async () => {
      expect(await list({ search: 'klienti 1' })).toEqual({
        names: ['Klienti 11', 'Klienti 10', 'Klienti 1'],
        total: 3,
      });
      expect(await list({ search: '044 200 00' })).toEqual({
        names: Array.from({ length: 10 }, (_, index) => `Klienti ${9 - index}`),
        total: 10,
      });
    });

    it('keeps its figures equal to what the jobs say', async () => {
      const { kept, recomputed } = await keptAndRecomputed(t.db, owner.business.id);
      expect(kept).toEqual(recomputed);
    });

    it.each([
      [{ limit: 0 }, 'Fusha «Numri i rezultateve» duhet të jetë të paktën 1.'],
      [{ limit: 101 }, 'Fusha «Numri i rezultateve» mund të jetë deri në 100.'],
      [{ offset: -1 }, 'Fusha «Fillimi» duhet të jetë të paktën 0.'],
      [{ sort: 'name' }, 'Fusha «sort» ka një vlerë të pavlefshme.'],
      [{ search: 'x'.repeat(101) }, 'Fusha «Kërkimi» mund të ketë deri në 100 karaktere.'],
      [{ page: 2 }, 'Fusha «page» nuk lejohet.'],
    ])('refuses the query %j with 400', async (query, detail) => {
      expectError(await t.http().get('/api/clients').query(query).set(bearer(owner.token)), 400, detail);
    });
  });
});
