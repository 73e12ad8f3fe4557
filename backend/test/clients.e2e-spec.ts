import type { ClientResponse } from '@repair-shop/contracts';
import { START_TIME, bearer, createJob, createShop, startTestApp, type Shop, type TestApp } from './support/test-app';

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
    for (const client of list) expect(Object.keys(client).sort()).toEqual(['jobCount', 'lastJobAt', 'name', 'phone', 'totalSpent']);
    // Newest client activity first.
    expect(list).toEqual([
      { name: 'Vjosa B.', phone: '044.123.456', jobCount: 3, totalSpent: 0, lastJobAt: at(5) },
      { name: 'Agon Leka', phone: '+383-49-000-111', jobCount: 2, totalSpent: 0, lastJobAt: at(4) },
    ]);
  });

  it("sums what a client spent on completed jobs only", async () => {
    const owner = await createShop(t);
    const priced = async (estimatedPrice: number, status: string) => {
      const job = await createJob(t, owner.token, owner.worker.id, { clientName: 'Besa Hoti', clientPhone: '048 222 333', estimatedPrice });
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
    const job = await createJob(t, shop.token, shop.worker.id, { clientName: 'Drita Kelmendi', clientPhone: '045 555 555' });
    expect((await clients()).map((c) => [c.name, c.jobCount])).toEqual([
      ['Drita Kelmendi', 1],
      ['Vjosa B.', 3],
      ['Agon Leka', 2],
    ]);
    const edit = await t.http().patch(`/api/jobs/${job.id}`).set(bearer(shop.token)).send({ clientPhone: '044 12 34 56' });
    expect(edit.status).toBe(200);
    expect((await clients()).map((c) => [c.name, c.phone, c.jobCount])).toEqual([
      ['Drita Kelmendi', '044 12 34 56', 4],
      ['Agon Leka', '+383-49-000-111', 2],
    ]);
  });
});
