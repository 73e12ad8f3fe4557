import type { JobCountsResponse, JobResponse } from '@repair-shop/contracts';
import { keptAndRecomputed } from './support/kept-aggregates';
import {
  START_TIME,
  bearer,
  createJob,
  createShop,
  expectStatus,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

/** GET /api/jobs always answers one bounded page, newest first, with the number of matching jobs in X-Total-Count. */
describe('job pages and totals', () => {
  let t: TestApp;
  let shop: Shop;
  let other: Shop;
  /** Every job of `shop`, in the order the list must give them. */
  let all: JobResponse[];
  const JOBS = 120;

  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t);
    other = await createShop(t);
    const created: JobResponse[] = [];
    for (let index = 0; index < JOBS; index += 1) {
      // Groups of three share a creation time: the id breaks the tie, so the order is total.
      t.clock.set(new Date(Date.parse(START_TIME) + Math.floor(index / 3) * 60_000));
      created.push(
        await createJob(t, shop.token, shop.worker.id, {
          clientName: `Klient ${index}`,
          clientPhone: `044 100 ${String(index).padStart(3, '0')}`,
        }),
      );
    }
    for (let index = 0; index < 3; index += 1) await createJob(t, other.token, other.worker.id);
    all = [...created].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    // 123 jobs created one by one: seconds alone, more when the whole suite shares the two cores.
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const page = async (token: string, query: Record<string, string | number> = {}) => {
    const response = await t.http().get('/api/jobs').query(query).set(bearer(token));
    expectStatus(response, 200);
    expect(Array.isArray(response.body)).toBe(true);
    return {
      ids: (response.body as JobResponse[]).map((job) => job.id),
      total: Number(response.headers['x-total-count']),
    };
  };
  const counts = async (token: string, query: Record<string, string> = {}): Promise<JobCountsResponse> => {
    const response = await t.http().get('/api/jobs/counts').query(query).set(bearer(token));
    expectStatus(response, 200);
    return response.body as JobCountsResponse;
  };

  it('answers the newest 50 by default, with the total in X-Total-Count', async () => {
    const response = await t.http().get('/api/jobs').set(bearer(shop.token));
    expect(response.headers['x-total-count']).toBe(String(JOBS));
    expect((response.body as JobResponse[]).map((job) => job.id)).toEqual(all.slice(0, 50).map((job) => job.id));
  });

  it('answers at most 100 jobs at once', async () => {
    const { ids, total } = await page(shop.token, { limit: 100 });
    expect(ids).toEqual(all.slice(0, 100).map((job) => job.id));
    expect(total).toBe(JOBS);
  });

  it('walks every job exactly once, in order, page by page', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < JOBS + 7; offset += 7) {
      const { ids, total } = await page(shop.token, { limit: 7, offset });
      expect(total).toBe(JOBS);
      seen.push(...ids);
    }
    expect(seen).toEqual(all.map((job) => job.id));
  });

  it('answers an empty page past the end, with the total still right', async () => {
    expect(await page(shop.token, { offset: 5000 })).toEqual({ ids: [], total: JOBS });
  });

  it("counts only the caller's shop", async () => {
    expect((await page(other.token)).total).toBe(3);
    expect((await counts(other.token)).total).toBe(3);
  });

  it('keeps the totals per status as jobs move, for lists and for counts; a cancelled job is in no total of the counts', async () => {
    const moves: [number, string][] = [
      [0, 'in_process'],
      [1, 'ready'],
      [2, 'completed'],
      [3, 'completed'],
      [3, 'completed'],
      [4, 'not_repairable'],
      [2, 'in_process'],
      [5, 'cancelled'],
    ];
    for (const [index, status] of moves) {
      const body = status === 'cancelled' ? { status, reason: 'U regjistrua dy herë' } : { status };
      expectStatus(await t.http().put(`/api/jobs/${all[index]?.id}/status`).set(bearer(shop.token)).send(body), 200);
    }
    const expected = { new: JOBS - 6, in_process: 2, ready: 1, completed: 1, not_repairable: 1, cancelled: 1 };
    expect(await counts(shop.token)).toEqual({ total: JOBS - 1, byStatus: expected });
    // Every job is listed, the cancelled one too.
    expect((await page(shop.token)).total).toBe(JOBS);
    for (const [status, count] of Object.entries(expected)) {
      const { ids, total } = await page(shop.token, { status, limit: 100 });
      expect(total).toBe(count);
      expect(ids.length).toBe(Math.min(count, 100));
    }
    expect(await counts(shop.token, { status: 'in_process' })).toEqual({
      total: 2,
      byStatus: { new: 0, in_process: 2, ready: 0, completed: 0, not_repairable: 0, cancelled: 0 },
    });
    expect(await counts(shop.token, { status: 'cancelled' })).toEqual({
      total: 0,
      byStatus: { new: 0, in_process: 0, ready: 0, completed: 0, not_repairable: 0, cancelled: 1 },
    });
    const { kept, recomputed } = await keptAndRecomputed(t.db, shop.business.id);
    expect(kept).toEqual(recomputed);
  });

  it('lists and counts several statuses at once, newest first: the work still in the shop', async () => {
    // Every job but the completed (3), not repairable (4) and cancelled (5) ones: 0 to 2 moved, the others new.
    const inShop = all.filter((_, index) => ![3, 4, 5].includes(index));
    const { ids, total } = await page(shop.token, { status: 'new,in_process,ready', limit: 100 });
    expect(total).toBe(JOBS - 3);
    expect(ids).toEqual(inShop.slice(0, 100).map((job) => job.id));
    const second = await page(shop.token, { status: 'new,in_process,ready', limit: 10, offset: 110 });
    expect(second).toEqual({ ids: inShop.slice(110).map((job) => job.id), total: JOBS - 3 });
    expect(await counts(shop.token, { status: 'new,in_process,ready' })).toEqual({
      total: JOBS - 3,
      byStatus: { new: JOBS - 6, in_process: 2, ready: 1, completed: 0, not_repairable: 0, cancelled: 0 },
    });
    // The same order whatever order the statuses are named in, a repeated one counted once.
    expect(await page(shop.token, { status: 'ready,new,in_process,new', limit: 100 })).toEqual({
      ids,
      total: JOBS - 3,
    });
    // With a search (counted from the match, not the counters): jobs 3 to 5 are Klient 114 to 116.
    const searched = await page(shop.token, { status: 'completed,cancelled,not_repairable', search: 'klient 11' });
    expect(searched).toEqual({ ids: all.slice(3, 6).map((job) => job.id), total: 3 });
    expect(await counts(shop.token, { status: 'completed,cancelled,not_repairable', search: 'klient 11' })).toEqual({
      total: 2,
      byStatus: { new: 0, in_process: 0, ready: 0, completed: 1, not_repairable: 1, cancelled: 1 },
    });
  });

  it('counts what a search or a date range matches', async () => {
    expect(await page(shop.token, { search: 'klient 11' })).toEqual({
      // Klient 11 and Klient 110 to 119.
      ids: all.filter((job) => job.clientName.startsWith('Klient 11')).map((job) => job.id),
      total: 11,
    });
    const from = new Date(Date.parse(START_TIME) + 30 * 60_000).toISOString();
    const to = new Date(Date.parse(START_TIME) + 32 * 60_000).toISOString();
    // Minutes 30 and 31 hold jobs 90 to 95.
    const inRange = await page(shop.token, { createdFrom: from, createdTo: to });
    expect(inRange.total).toBe(6);
    expect(inRange.ids).toEqual(all.filter((job) => job.createdAt >= from && job.createdAt < to).map((job) => job.id));
    const byStatus = await counts(shop.token, { createdFrom: from, createdTo: to });
    expect(byStatus.total).toBe(6);
    expect((await counts(shop.token, { search: '044 100 00' })).total).toBe(10);
  });

  it('answers zero for a shop owner without a business', async () => {
    const owner = await createShop(t);
    await t.db.query('DELETE FROM businesses WHERE id = $1', [owner.business.id]);
    expect(await page(owner.token)).toEqual({ ids: [], total: 0 });
    expect((await counts(owner.token)).total).toBe(0);
  });
});
