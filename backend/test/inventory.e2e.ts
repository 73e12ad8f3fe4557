import type {
  ClientResponse,
  JobDetailResponse,
  StatsResponse,
  JobPartAddedResponse,
  JobPartRemovedResponse,
  PartRequest,
  PartResponse,
  PartSavedResponse,
} from '@repair-shop/contracts';
import { keptAndRecomputed } from './support/kept-aggregates';
import {
  bearer,
  createJob,
  createShop,
  expectError,
  expectRefusedField,
  expectStatus,
  ISO_DATE,
  staffLogin,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

/** Parts in stock and parts used on jobs: stock follows every use, totals include the parts, costs stay hidden from technicians. */
describe('inventory', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    shop = await createShop(t, { firstName: 'Dritë', lastName: 'Çeku' }, { businessName: 'Servisi Stoku' });
  });
  afterAll(async () => {
    await t.close();
  });

  const SCREEN: PartRequest = {
    name: 'Ekran iPhone 12',
    code: '190199246850',
    costPrice: 35.5,
    salePrice: 60,
    quantity: 3,
    lowStockLevel: 2,
  };

  const addPart = async (token: string, body: Partial<PartRequest> = {}): Promise<PartResponse> => {
    const response = await t
      .http()
      .post('/api/parts')
      .set(bearer(token))
      .send({ ...SCREEN, ...body });
    expectStatus(response, 201);
    return (response.body as PartSavedResponse).part;
  };
  const list = (token: string, query = '') => t.http().get(`/api/parts${query}`).set(bearer(token));
  const use = (token: string, jobId: string, body: Record<string, unknown>) =>
    t.http().post(`/api/jobs/${jobId}/parts`).set(bearer(token)).send(body);
  const detail = async (token: string, jobId: string): Promise<JobDetailResponse> => {
    const response = await t.http().get(`/api/jobs/${jobId}`).set(bearer(token));
    expectStatus(response, 200);
    return response.body as JobDetailResponse;
  };
  const stockOf = async (partId: string): Promise<number> => {
    const [row] = await t.db.query(`SELECT quantity FROM parts WHERE id = $1`, [partId]);
    return (row as { quantity: number }).quantity;
  };

  it("adds a part and lists the shop's parts by name, paged, with the total in X-Total-Count", async () => {
    const screen = await addPart(shop.token, { code: '  190199246850 ' });
    expect(screen).toEqual({
      id: expect.any(String),
      name: 'Ekran iPhone 12',
      code: '190199246850',
      costPrice: 35.5,
      salePrice: 60,
      quantity: 3,
      lowStockLevel: 2,
      lowStock: false,
      createdAt: expect.stringMatching(ISO_DATE),
      updatedAt: expect.stringMatching(ISO_DATE),
    });
    await addPart(shop.token, { name: 'Bateri Samsung A54', code: null, quantity: 1 });
    await addPart(shop.token, { name: 'Xham mbrojtës', code: '' });
    const first = await list(shop.token, '?limit=2');
    expectStatus(first, 200);
    expect(first.headers['x-total-count']).toBe('3');
    expect((first.body as PartResponse[]).map((part) => part.name)).toEqual(['Bateri Samsung A54', 'Ekran iPhone 12']);
    const second = await list(shop.token, '?limit=2&offset=2');
    expect((second.body as PartResponse[]).map((part) => [part.name, part.code])).toEqual([['Xham mbrojtës', null]]);
  });

  it('finds parts by name without accents or case, and a scanned code first', async () => {
    await addPart(shop.token, { name: 'Ekran Çelës 190199246850', code: 'CEL-1' });
    await addPart(shop.token);
    await addPart(shop.token, { name: 'Bateri Xiaomi', code: 'BAT-9', quantity: 1 });
    const byName = await list(shop.token, '?search=celes');
    expect((byName.body as PartResponse[]).map((part) => part.name)).toEqual(['Ekran Çelës 190199246850']);
    const scanned = await list(shop.token, '?search=190199246850');
    expect(scanned.headers['x-total-count']).toBe('2');
    expect((scanned.body as PartResponse[]).map((part) => part.code)).toEqual(['190199246850', 'CEL-1']);
    const low = await list(shop.token, '?lowStock=true');
    expect((low.body as PartResponse[]).map((part) => [part.name, part.lowStock])).toEqual([['Bateri Xiaomi', true]]);
    expectError(await list(shop.token, '?lowStock=maybe'), 400, 'Fusha «Stoku i ulët» duhet të jetë po ose jo.');
  });

  it('edits only the fields sent, and refuses a code another part has, in Albanian', async () => {
    const screen = await addPart(shop.token);
    const battery = await addPart(shop.token, { name: 'Bateri', code: 'BAT-1' });
    const edited = await t
      .http()
      .patch(`/api/parts/${screen.id}`)
      .set(bearer(shop.token))
      .send({ salePrice: 65.9, quantity: 10 });
    expectStatus(edited, 200);
    expect((edited.body as PartSavedResponse).part).toMatchObject({
      name: 'Ekran iPhone 12',
      code: '190199246850',
      costPrice: 35.5,
      salePrice: 65.9,
      quantity: 10,
    });
    expectError(
      await t.http().patch(`/api/parts/${battery.id}`).set(bearer(shop.token)).send({ code: '190199246850' }),
      409,
      'Kodi «190199246850» është i një pjese tjetër në stokun tuaj.',
    );
    expectRefusedField(
      await t.http().post('/api/parts').set(bearer(shop.token)).send(SCREEN),
      409,
      'code',
      'Kodi «190199246850» është i një pjese tjetër në stokun tuaj.',
    );
    expectError(
      await t.http().patch(`/api/parts/${battery.id}`).set(bearer(shop.token)).send({ name: null }),
      400,
      'Fusha «Emri i pjesës» është e detyrueshme.',
    );
    expectError(
      await t.http().patch(`/api/parts/${battery.id}`).set(bearer(shop.token)).send({ costPrice: -1 }),
      400,
      'Fusha «Çmimi i blerjes» duhet të jetë të paktën 0.',
    );
    expectError(
      await t
        .http()
        .post('/api/parts')
        .set(bearer(shop.token))
        .send({ ...SCREEN, code: 'X', quantity: 1.5 }),
      400,
      'Fusha «Sasia në stok» duhet të jetë numër i plotë.',
    );
    // The code is free again once removed.
    expectStatus(await t.http().patch(`/api/parts/${screen.id}`).set(bearer(shop.token)).send({ code: null }), 200);
    expectStatus(
      await t.http().patch(`/api/parts/${battery.id}`).set(bearer(shop.token)).send({ code: '190199246850' }),
      200,
    );
  });

  it('uses a part on a job: out of stock at once, into the total, into the history; removing it puts it back', async () => {
    const screen = await addPart(shop.token);
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 25 });
    const used = await use(shop.token, job.id, { partId: screen.id, quantity: 2 });
    expectStatus(used, 201);
    const added = used.body as JobPartAddedResponse;
    expect(added.line).toMatchObject({
      partId: screen.id,
      name: 'Ekran iPhone 12',
      quantity: 2,
      salePrice: 60,
      costPrice: 35.5,
      addedBy: { name: 'Dritë Çeku' },
    });
    expect(added.money).toEqual({
      currency: 'EUR',
      labour: 25,
      parts: 120,
      total: 145,
      paid: 0,
      balance: 145,
      partsCost: 71,
      profit: 74,
    });
    expect(await stockOf(screen.id)).toBe(1);
    // A price of its own for this client; the part's price stays.
    expectStatus(await use(shop.token, job.id, { partId: screen.id, quantity: 1, salePrice: 55.55 }), 201);
    let seen = await detail(shop.token, job.id);
    expect(seen.money).toEqual({
      currency: 'EUR',
      labour: 25,
      parts: 175.55,
      total: 200.55,
      paid: 0,
      balance: 200.55,
      partsCost: 106.5,
      profit: 94.05,
    });
    expect(seen.parts.map((line) => [line.quantity, line.salePrice])).toEqual([
      [2, 60],
      [1, 55.55],
    ]);
    expect(seen.messages.filter((entry) => entry.type === 'parts').map((entry) => entry.message)).toEqual([
      'U përdor pjesa «Ekran iPhone 12» × 2 (60,00 € për copë).',
      'U përdor pjesa «Ekran iPhone 12» × 1 (55,55 € për copë).',
    ]);
    expect(((await list(shop.token)).body as PartResponse[])[0]).toMatchObject({ quantity: 0, lowStock: true });

    const removed = await t.http().delete(`/api/jobs/${job.id}/parts/${added.line.id}`).set(bearer(shop.token));
    expectStatus(removed, 200);
    expect((removed.body as JobPartRemovedResponse).money).toEqual({
      currency: 'EUR',
      labour: 25,
      parts: 55.55,
      total: 80.55,
      paid: 0,
      balance: 80.55,
      partsCost: 35.5,
      profit: 45.05,
    });
    expect(await stockOf(screen.id)).toBe(2);
    seen = await detail(shop.token, job.id);
    expect(seen.messages.at(-1)?.message).toBe('U hoq pjesa «Ekran iPhone 12» × 2; u kthye në stok.');
    expectError(
      await t.http().delete(`/api/jobs/${job.id}/parts/${added.line.id}`).set(bearer(shop.token)),
      404,
      'Kjo pjesë nuk është në këtë punë.',
    );
    expect(await stockOf(screen.id)).toBe(2);
  });

  it('refuses more than the stock holds until the user confirms', async () => {
    const screen = await addPart(shop.token, { quantity: 1 });
    const job = await createJob(t, shop.token, shop.worker.id);
    expectError(
      await use(shop.token, job.id, { partId: screen.id, quantity: 2 }),
      409,
      'Në stok ka vetëm 1 copë të «Ekran iPhone 12». Konfirmoni nëse doni ta përdorni gjithsesi (stoku do të dalë nën zero).',
    );
    expect(await stockOf(screen.id)).toBe(1);
    expect((await detail(shop.token, job.id)).parts).toEqual([]);
    expectStatus(await use(shop.token, job.id, { partId: screen.id, quantity: 2, allowNegativeStock: true }), 201);
    expect(await stockOf(screen.id)).toBe(-1);
  });

  it('never sells the last pieces twice when many use them at once', async () => {
    const screen = await addPart(shop.token, { quantity: 5 });
    const jobs = await Promise.all(Array.from({ length: 4 }, () => createJob(t, shop.token, shop.worker.id)));
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => use(shop.token, jobs[i % 4]!.id, { partId: screen.id, quantity: 1 })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(5);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(5);
    expect(await stockOf(screen.id)).toBe(0);
    const [lines] = await t.db.query(`SELECT sum(quantity)::int AS used FROM job_parts WHERE part_id = $1`, [
      screen.id,
    ]);
    expect(lines).toEqual({ used: 5 });
  });

  it('shows a technician the parts and lets them use some, but never what the shop paid, nor changes to the stock list', async () => {
    const screen = await addPart(shop.token);
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 10 });
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    const parts = (await list(technician)).body as PartResponse[];
    expect(parts).toHaveLength(1);
    expect(parts[0]).not.toHaveProperty('costPrice');
    const used = await use(technician, job.id, { partId: screen.id, quantity: 1 });
    expectStatus(used, 201);
    expect((used.body as JobPartAddedResponse).line).not.toHaveProperty('costPrice');
    const seen = await detail(technician, job.id);
    expect(seen.parts[0]).not.toHaveProperty('costPrice');
    expect(seen.money).not.toHaveProperty('partsCost');
    expect(seen.money).not.toHaveProperty('profit');
    expect(JSON.stringify(seen)).not.toContain('35.5');
    expect((await detail(shop.token, job.id)).parts[0]?.costPrice).toBe(35.5);
    expectError(
      await t
        .http()
        .post('/api/parts')
        .set(bearer(technician))
        .send({ ...SCREEN, code: 'T-1' }),
      403,
    );
    expectError(await t.http().patch(`/api/parts/${screen.id}`).set(bearer(technician)).send({ costPrice: 1 }), 403);
  });

  it("counts a completed job's parts in its client's spending, its worker's revenue and the shop's, kept like every figure", async () => {
    const screen = await addPart(shop.token);
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 25, clientPhone: '044 777 888' });
    expectStatus(await use(shop.token, job.id, { partId: screen.id, quantity: 2, salePrice: 40.05 }), 201);
    expectStatus(
      await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send({ status: 'completed' }),
      200,
    );
    // A part added after completion counts too; one taken off no longer does.
    const late = (await use(shop.token, job.id, { partId: screen.id, quantity: 1 })).body as JobPartAddedResponse;
    expectStatus(await t.http().delete(`/api/jobs/${job.id}/parts/${late.line.id}`).set(bearer(shop.token)), 200);
    const clients = (await t.http().get('/api/clients?search=044777888').set(bearer(shop.token)))
      .body as ClientResponse[];
    expect(clients.map((client) => client.totalSpent)).toEqual([105.1]);
    const stats = (await t.http().get('/api/stats').set(bearer(shop.token))).body as StatsResponse;
    expect(stats.business.revenue).toBe(105.1);
    expect(stats.workers.find((worker) => worker.workerId === shop.worker.id)).toBeDefined();
    const { kept, recomputed } = await keptAndRecomputed(t.db, shop.business.id);
    expect(kept).toEqual(recomputed);
  });

  it("keeps each shop's parts to itself", async () => {
    const other = await createShop(t, { firstName: 'Tjetër' }, { businessName: 'Servisi Tjetër' });
    const mine = await addPart(shop.token);
    const theirs = await addPart(other.token);
    const myJob = await createJob(t, shop.token, shop.worker.id);
    const theirJob = await createJob(t, other.token, other.worker.id);
    expect(((await list(other.token)).body as PartResponse[]).map((part) => part.id)).toEqual([theirs.id]);
    expectError(await use(shop.token, myJob.id, { partId: theirs.id, quantity: 1 }), 404, 'Pjesa nuk u gjet.');
    expectError(await use(other.token, myJob.id, { partId: theirs.id, quantity: 1 }), 404, 'Puna nuk u gjet.');
    expectError(
      await t.http().patch(`/api/parts/${mine.id}`).set(bearer(other.token)).send({ quantity: 100 }),
      404,
      'Pjesa nuk u gjet.',
    );
    const line = (await use(shop.token, myJob.id, { partId: mine.id, quantity: 1 })).body as JobPartAddedResponse;
    expectError(
      await t.http().delete(`/api/jobs/${myJob.id}/parts/${line.line.id}`).set(bearer(other.token)),
      404,
      'Puna nuk u gjet.',
    );
    expectError(
      await t.http().delete(`/api/jobs/${theirJob.id}/parts/${line.line.id}`).set(bearer(other.token)),
      404,
      'Kjo pjesë nuk është në këtë punë.',
    );
    expect(await stockOf(mine.id)).toBe(2);
    expect(await stockOf(theirs.id)).toBe(3);
  });
});
