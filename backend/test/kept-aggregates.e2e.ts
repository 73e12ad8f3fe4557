import {
  JOB_STATUSES,
  type ClientResponse,
  type JobResponse,
  type JobStatus,
  type PartSavedResponse,
  type StatsResponse,
} from '@repair-shop/contracts';
import { keptAndRecomputed } from './support/kept-aggregates';
import {
  bearer,
  createJob,
  createShop,
  createWorker,
  expectStatus,
  jobRequest,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

/** A status change's body; a cancellation says why. */
const statusChange = (status: JobStatus) =>
  status === 'cancelled' ? { status, reason: 'Klienti e mori pa e riparuar' } : { status };

/**
 * The counters and client totals are written in each change's transaction, by several connections at
 * once: however requests interleave, they must end equal to what the jobs say.
 */
describe('figures kept as jobs change, under concurrent requests', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await startTestApp({}, new Date().toISOString());
    shop = await createShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const expectConsistent = async () => {
    const { kept, recomputed } = await keptAndRecomputed(t.db, shop.business.id);
    expect(kept).toEqual(recomputed);
  };

  it('counts every job of a new client created by many requests at once', async () => {
    const spellings = ['048 777 111', '048777111', '+383 48 777 111', '00383 48 777 111'];
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        t
          .http()
          .post('/api/jobs')
          .set(bearer(shop.token))
          .send(jobRequest(shop.worker.id, { clientName: `Dritëro ${index}`, clientPhone: spellings[index % 4] })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(24).fill(201));
    const clients = (await t.http().get('/api/clients').set(bearer(shop.token))).body as ClientResponse[];
    expect(clients).toHaveLength(1);
    expect(clients[0]?.jobCount).toBe(24);
    await expectConsistent();
  });

  it('keeps the status counts exact when one job is moved by many requests at once', async () => {
    const jobs: JobResponse[] = [];
    for (let index = 0; index < 4; index += 1)
      jobs.push(await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 10 + index }));
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        t
          .http()
          .put(`/api/jobs/${jobs[index % jobs.length]?.id}/status`)
          .set(bearer(shop.token))
          .send(statusChange(JOB_STATUSES[(index * 7) % JOB_STATUSES.length]!)),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(200));
    await expectConsistent();
    const total = await t.http().get('/api/jobs').set(bearer(shop.token));
    expect(Number(total.headers['x-total-count'])).toBe(28);
  });

  it('moves jobs between two clients in both directions at once without deadlock or drift', async () => {
    const a = await createJob(t, shop.token, shop.worker.id, { clientName: 'Arta', clientPhone: '044 300 100' });
    const b = await createJob(t, shop.token, shop.worker.id, { clientName: 'Blerta', clientPhone: '044 300 200' });
    for (let round = 0; round < 6; round += 1) {
      const [phoneA, phoneB] = round % 2 === 0 ? ['044 300 200', '044 300 100'] : ['044 300 100', '044 300 200'];
      const responses = await Promise.all([
        t.http().patch(`/api/jobs/${a.id}`).set(bearer(shop.token)).send({ clientPhone: phoneA }),
        t.http().patch(`/api/jobs/${b.id}`).set(bearer(shop.token)).send({ clientPhone: phoneB }),
        t
          .http()
          .put(`/api/jobs/${a.id}/status`)
          .set(bearer(shop.token))
          .send({ status: round % 2 === 0 ? 'completed' : 'ready' }),
        t
          .http()
          .patch(`/api/jobs/${b.id}`)
          .set(bearer(shop.token))
          .send({ estimatedPrice: round * 5 }),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    }
    await expectConsistent();
  });

  it('keeps both of two edits of one job made at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const job = await createJob(t, shop.token, shop.worker.id, { clientPhone: '044 400 100', estimatedPrice: 10 });
      const [phone, price] = await Promise.all([
        t.http().patch(`/api/jobs/${job.id}`).set(bearer(shop.token)).send({ clientPhone: '044 400 200' }),
        t.http().patch(`/api/jobs/${job.id}`).set(bearer(shop.token)).send({ estimatedPrice: 99.5 }),
      ]);
      expect([phone.status, price.status]).toEqual([200, 200]);
      const detail = (await t.http().get(`/api/jobs/${job.id}`).set(bearer(shop.token))).body as { job: JobResponse };
      expect([detail.job.clientPhone, detail.job.estimatedPrice]).toEqual(['044 400 200', 99.5]);
    }
    await expectConsistent();
  });

  it("keeps the workers' figures exact when jobs move between two workers in both directions at once", async () => {
    const other = await createWorker(t, shop.token, { firstName: 'Besnik', lastName: 'Krasniqi' });
    const a = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 25 });
    const b = await createJob(t, shop.token, other.id, { estimatedPrice: 40 });
    for (let round = 0; round < 6; round += 1) {
      const [toA, toB] = round % 2 === 0 ? [other.id, shop.worker.id] : [shop.worker.id, other.id];
      t.clock.advance(3_600_000);
      const responses = await Promise.all([
        t.http().patch(`/api/jobs/${a.id}`).set(bearer(shop.token)).send({ workerId: toA }),
        t.http().patch(`/api/jobs/${b.id}`).set(bearer(shop.token)).send({ workerId: toB }),
        t
          .http()
          .put(`/api/jobs/${a.id}/status`)
          .set(bearer(shop.token))
          .send({ status: round % 3 === 0 ? 'ready' : 'completed' }),
        t
          .http()
          .put(`/api/jobs/${b.id}/status`)
          .set(bearer(shop.token))
          .send({ status: round % 2 === 0 ? 'completed' : 'in_process' }),
        t
          .http()
          .patch(`/api/jobs/${b.id}`)
          .set(bearer(shop.token))
          .send({ estimatedPrice: 40 + round }),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    }
    await expectConsistent();
  });

  const clientOf = async (search: string): Promise<ClientResponse | undefined> => {
    const clients = (await t.http().get('/api/clients').query({ search }).set(bearer(shop.token)))
      .body as ClientResponse[];
    return clients[0];
  };

  it('keeps every figure exact while jobs are cancelled and reopened, completed and re-priced at once', async () => {
    const other = await createWorker(t, shop.token, { firstName: 'Lirie', lastName: 'Morina' });
    const part = await t
      .http()
      .post('/api/parts')
      .set(bearer(shop.token))
      .send({ name: 'Bateri', costPrice: 8, salePrice: 20, quantity: 50, lowStockLevel: 0 });
    expectStatus(part, 201);
    const jobs: JobResponse[] = [];
    for (let index = 0; index < 4; index += 1) {
      jobs.push(
        await createJob(t, shop.token, index % 2 ? other.id : shop.worker.id, {
          clientName: 'Fitore Anulimi',
          clientPhone: '045 600 700',
          estimatedPrice: 30 + index,
        }),
      );
    }
    for (const job of jobs) {
      expectStatus(
        await t
          .http()
          .post(`/api/jobs/${job.id}/parts`)
          .set(bearer(shop.token))
          .send({ partId: (part.body as PartSavedResponse).part.id, quantity: 1 }),
        201,
      );
    }
    const cycle: JobStatus[] = [
      'cancelled',
      'completed',
      'cancelled',
      'ready',
      'cancelled',
      'in_process',
      'completed',
      'cancelled',
    ];
    for (let round = 0; round < cycle.length; round += 1) {
      t.clock.advance(3_600_000);
      const responses = await Promise.all([
        ...jobs.map((job, index) =>
          t
            .http()
            .put(`/api/jobs/${job.id}/status`)
            .set(bearer(shop.token))
            .send(statusChange(cycle[(round + index) % cycle.length]!)),
        ),
        t
          .http()
          .patch(`/api/jobs/${jobs[round % 4]!.id}`)
          .set(bearer(shop.token))
          .send({ estimatedPrice: 40 + round }),
        t
          .http()
          .patch(`/api/jobs/${jobs[(round + 1) % 4]!.id}`)
          .set(bearer(shop.token))
          .send({ workerId: round % 2 ? shop.worker.id : other.id }),
        t
          .http()
          .put(`/api/jobs/${jobs[(round + 2) % 4]!.id}/status`)
          .set(bearer(shop.token))
          .send(statusChange(round % 2 ? 'cancelled' : 'ready')),
      ]);
      expect(responses.map((response) => response.status)).toEqual(Array(7).fill(200));
      await expectConsistent();
    }
    // Every job cancelled: the client stays, with none of them counted.
    for (const job of jobs)
      expectStatus(
        await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send(statusChange('cancelled')),
        200,
      );
    await expectConsistent();
    expect(await clientOf('Fitore Anulimi')).toMatchObject({ jobCount: 0, totalSpent: 0 });
    const stats = (await t.http().get('/api/stats').set(bearer(shop.token))).body as StatsResponse;
    expect(stats.workers.find((worker) => worker.workerId === other.id)).toMatchObject({
      jobCount: 0,
      completedThisMonth: 0,
      averageTurnaroundHours: null,
    });
  });

  it('keeps every figure exact while jobs are deleted and their neighbours change at once; a client with no job left is gone', async () => {
    const part = await t
      .http()
      .post('/api/parts')
      .set(bearer(shop.token))
      .send({ name: 'Ekran', costPrice: 20, salePrice: 45, quantity: 100, lowStockLevel: 0 });
    expectStatus(part, 201);
    const partId = (part.body as PartSavedResponse).part.id;
    for (let round = 0; round < 4; round += 1) {
      const kept = await createJob(t, shop.token, shop.worker.id, {
        clientName: 'Gent Fshirja',
        clientPhone: '045 800 900',
        estimatedPrice: 15,
      });
      const doomed = await createJob(t, shop.token, shop.worker.id, {
        clientName: 'Gent Fshirja',
        clientPhone: '+383 45 800 900',
        estimatedPrice: 25,
      });
      const alone = await createJob(t, shop.token, shop.worker.id, {
        clientName: `Vetëm ${round}`,
        clientPhone: `045 811 ${100 + round}`,
        estimatedPrice: 35,
      });
      for (const job of [doomed, alone]) {
        expectStatus(
          await t.http().post(`/api/jobs/${job.id}/parts`).set(bearer(shop.token)).send({ partId, quantity: 2 }),
          201,
        );
        expectStatus(
          await t
            .http()
            .put(`/api/jobs/${job.id}/status`)
            .set(bearer(shop.token))
            .send(statusChange(round % 2 ? 'completed' : 'cancelled')),
          200,
        );
      }
      t.clock.advance(60_000);
      const responses = await Promise.all([
        t.http().delete(`/api/jobs/${doomed.id}`).set(bearer(shop.token)),
        t.http().delete(`/api/jobs/${alone.id}`).set(bearer(shop.token)),
        t
          .http()
          .put(`/api/jobs/${kept.id}/status`)
          .set(bearer(shop.token))
          .send(statusChange(round % 2 ? 'cancelled' : 'completed')),
        t
          .http()
          .patch(`/api/jobs/${kept.id}`)
          .set(bearer(shop.token))
          .send({ estimatedPrice: 50 + round }),
        t.http().post(`/api/jobs/${kept.id}/parts`).set(bearer(shop.token)).send({ partId, quantity: 1 }),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 201]);
      await expectConsistent();
      expect(await clientOf(`Vetëm ${round}`)).toBeUndefined();
    }
    expect(await clientOf('Gent Fshirja')).toMatchObject({ jobCount: 2 });
    // 100 in stock, 2 × 2 per round used and given back by the deletions, 1 per round kept on the kept jobs.
    const [stock] = await t.db.query(`SELECT quantity FROM parts WHERE id = $1`, [partId]);
    expect(stock.quantity).toBe(96);
  });
});
