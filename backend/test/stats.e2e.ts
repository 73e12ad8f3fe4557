import type { StatsResponse } from '@repair-shop/contracts';
import {
  bearer,
  createJob,
  createShop,
  createWorker,
  expectError,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

const HOUR = 60 * 60 * 1000;

describe('GET /api/stats', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    // 15 January 2026, 10:00 UTC = 11:00 in Central European Time.
    t = await startTestApp();
    shop = await createShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const stats = async (token = shop.token): Promise<StatsResponse> => {
    const response = await t.http().get('/api/stats').set(bearer(token));
    expect(response.status).toBe(200);
    return response.body as StatsResponse;
  };
  const move = async (jobId: string, status: string) => {
    expect((await t.http().put(`/api/jobs/${jobId}/status`).set(bearer(shop.token)).send({ status })).status).toBe(200);
  };

  it('answers zeros and 30 empty days before any job', async () => {
    const empty = await stats();
    expect(empty.business).toEqual({
      jobsByStatus: { new: 0, in_process: 0, ready: 0, completed: 0, not_repairable: 0 },
      jobsPerDay: expect.any(Array),
      revenue: 0,
      averageHoursToReady: null,
      averageHoursToCompleted: null,
      warrantyReturns: 0,
    });
    expect(empty.business.jobsPerDay).toHaveLength(30);
    expect(empty.business.jobsPerDay[0]).toEqual({ date: '2025-12-17', count: 0 });
    expect(empty.business.jobsPerDay[29]).toEqual({ date: '2026-01-15', count: 0 });
    expect(empty.workers).toEqual([
      {
        workerId: shop.worker.id,
        name: 'Driton Gashi',
        jobCount: 0,
        completedThisMonth: 0,
        averageTurnaroundHours: null,
        warrantyReturns: 0,
      },
    ]);
  });

  it('counts statuses, days, revenue, times to ready and to completed, and per worker', async () => {
    // Workers are listed in the order they were added.
    t.clock.advance(60_000);
    const second = await createWorker(t, shop.token, { firstName: 'Liridona', lastName: 'Shala' });
    const start = Date.parse('2026-01-13T09:00:00.000Z');
    t.clock.set(new Date(start).toISOString());
    const repaired = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 40 });
    t.clock.set(new Date(start + 2 * HOUR).toISOString());
    await move(repaired.id, 'ready');
    t.clock.set(new Date(start + 5 * HOUR).toISOString());
    await move(repaired.id, 'completed');

    t.clock.set(new Date(start + 24 * HOUR).toISOString());
    const waiting = await createJob(t, shop.token, second.id, { estimatedPrice: 30 });
    await createJob(t, shop.token, second.id);
    t.clock.set(new Date(start + 28 * HOUR).toISOString());
    await move(waiting.id, 'ready');

    t.clock.set('2026-01-15T10:00:00.000Z');
    const result = await stats();
    expect(result.business.jobsByStatus).toEqual({ new: 1, in_process: 0, ready: 1, completed: 1, not_repairable: 0 });
    expect(result.business.revenue).toBe(40);
    expect(result.business.averageHoursToReady).toBe(3);
    expect(result.business.averageHoursToCompleted).toBe(5);
    expect(result.business.jobsPerDay.slice(-3)).toEqual([
      { date: '2026-01-13', count: 1 },
      { date: '2026-01-14', count: 2 },
      { date: '2026-01-15', count: 0 },
    ]);
    expect(result.workers).toEqual([
      {
        workerId: shop.worker.id,
        name: 'Driton Gashi',
        jobCount: 1,
        completedThisMonth: 1,
        averageTurnaroundHours: 5,
        warrantyReturns: 0,
      },
      {
        workerId: second.id,
        name: 'Liridona Shala',
        jobCount: 2,
        completedThisMonth: 0,
        averageTurnaroundHours: null,
        warrantyReturns: 0,
      },
    ]);
  });

  it('counts "completed this month" in the calendar month, not all time', async () => {
    t.clock.set('2026-02-01T10:00:00.000Z');
    const february = await stats();
    expect(february.workers[0]).toMatchObject({ jobCount: 1, completedThisMonth: 0, averageTurnaroundHours: 5 });
    expect(february.business.jobsByStatus.completed).toBe(1);
  });

  it('counts a job completed again in a new month in that month, and a reopened one in none', async () => {
    const [job] = (await t.http().get('/api/jobs').query({ status: 'completed' }).set(bearer(shop.token))).body as {
      id: string;
    }[];
    await move(job!.id, 'completed');
    expect((await stats()).workers[0]).toMatchObject({ completedThisMonth: 1, averageTurnaroundHours: 5 });
    await move(job!.id, 'in_process');
    const reopened = await stats();
    expect(reopened.workers[0]).toMatchObject({ jobCount: 1, completedThisMonth: 0, averageTurnaroundHours: 5 });
    // Its price no longer counts as revenue, but the first time it was completed still measures the turnaround.
    expect(reopened.business.revenue).toBe(0);
    expect(reopened.business.averageHoursToCompleted).toBe(5);
    await move(job!.id, 'completed');
    expect((await stats()).business.revenue).toBe(40);
  });

  it('moves the figures with a job given to another worker, and a new price with it', async () => {
    const before = await stats();
    const [job] = (await t.http().get('/api/jobs').query({ status: 'completed' }).set(bearer(shop.token))).body as {
      id: string;
    }[];
    const second = before.workers[1]!;
    const edited = await t
      .http()
      .patch(`/api/jobs/${job!.id}`)
      .set(bearer(shop.token))
      .send({ workerId: second.workerId, estimatedPrice: 55.5 });
    expect(edited.status).toBe(200);
    const after = await stats();
    expect(after.workers[0]).toMatchObject({ jobCount: 0, completedThisMonth: 0, averageTurnaroundHours: null });
    expect(after.workers[1]).toMatchObject({ jobCount: 3, completedThisMonth: 1, averageTurnaroundHours: 5 });
    expect(after.business.revenue).toBe(55.5);
    expect(after.business.averageHoursToCompleted).toBe(5);
  });

  it("shows another shop none of this shop's figures", async () => {
    const other = await createShop(t);
    const theirs = await stats(other.token);
    expect(theirs.business.jobsByStatus).toEqual({ new: 0, in_process: 0, ready: 0, completed: 0, not_repairable: 0 });
    expect(theirs.business.revenue).toBe(0);
    expect(theirs.workers.map((worker) => worker.workerId)).toEqual([other.worker.id]);
  });

  it('needs a token', async () => {
    expectError(await t.http().get('/api/stats'), 401);
  });
});
