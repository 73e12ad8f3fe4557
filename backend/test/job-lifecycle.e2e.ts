import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type {
  AuditLogEntryResponse,
  ClientResponse,
  DayReportResponse,
  JobCountsResponse,
  JobDeletedResponse,
  JobDetailResponse,
  JobResponse,
  JobStatusResponse,
  PartSavedResponse,
  ProfitReportResponse,
  StatsResponse,
  TrackingResponse,
} from '@repair-shop/contracts';
import { keptAndRecomputed } from './support/kept-aggregates';
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

const DRAWING = { width: 400, height: 150, strokes: [[10, 20, 30, 40, 50, 60]] };
const JOB_NOT_FOUND = 'Puna nuk u gjet.';

/** Every file under a folder, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/**
 * A job's end other than a repair: cancelled with a reason (kept in its history, out of every counter
 * and statistic, reopened by any other status), or deleted by the owner when it was entered by mistake,
 * with everything that belongs to it alone, written down in the shop's audit log.
 */
describe('cancelling and deleting jobs', () => {
  let t: TestApp;
  let uploadsDir: string;
  let shop: Shop;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'servisi-lifecycle-'));
    t = await startTestApp({ UPLOADS_DIR: uploadsDir });
  });
  beforeEach(async () => {
    t.clock.set(START_TIME);
    shop = await createShop(t, { firstName: 'Besa', lastName: 'Gashi' }, { businessName: 'Servisi Besa' });
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const setStatus = (jobId: string, body: Record<string, unknown>, token = shop.token) =>
    t.http().put(`/api/jobs/${jobId}/status`).set(bearer(token)).send(body);
  const cancel = async (
    jobId: string,
    reason = 'Klienti ndryshoi mendje',
    token = shop.token,
  ): Promise<JobStatusResponse> => {
    const response = await setStatus(jobId, { status: 'cancelled', reason }, token);
    expectStatus(response, 200);
    return response.body as JobStatusResponse;
  };
  const remove = (jobId: string, token = shop.token) => t.http().delete(`/api/jobs/${jobId}`).set(bearer(token));
  const detail = async (jobId: string, token = shop.token): Promise<JobDetailResponse> => {
    const response = await t.http().get(`/api/jobs/${jobId}`).set(bearer(token));
    expectStatus(response, 200);
    return response.body as JobDetailResponse;
  };
  const get = async <T>(path: string, query: Record<string, string | number> = {}, token = shop.token): Promise<T> => {
    const response = await t.http().get(path).query(query).set(bearer(token));
    expectStatus(response, 200);
    return response.body as T;
  };
  const expectKeptExact = async (businessId = shop.business.id) => {
    const { kept, recomputed } = await keptAndRecomputed(t.db, businessId);
    expect(kept).toEqual(recomputed);
  };
  const addPart = async (quantity = 5): Promise<string> => {
    const response = await t
      .http()
      .post('/api/parts')
      .set(bearer(shop.token))
      .send({ name: 'Ekran Samsung A52', costPrice: 30, salePrice: 55, quantity, lowStockLevel: 1 });
    expectStatus(response, 201);
    return (response.body as PartSavedResponse).part.id;
  };
  const stockOf = async (partId: string): Promise<number> =>
    ((await t.db.query(`SELECT quantity FROM parts WHERE id = $1`, [partId])) as { quantity: number }[])[0]!.quantity;

  describe('cancelling', () => {
    it('cancels with a reason, trimmed, written in the history and signed by who did it; another status reopens it', async () => {
      const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 45 });
      t.clock.advance(60_000);
      const cancelled = await cancel(job.id, '  Klienti e mori pa e riparuar  ');
      expect(cancelled.job).toMatchObject({ status: 'cancelled', cancelReason: 'Klienti e mori pa e riparuar' });
      expect(cancelled.entry).toMatchObject({
        type: 'status',
        status: 'cancelled',
        message: 'Puna u anulua. Arsyeja: Klienti e mori pa e riparuar',
        author: { id: shop.user.id, name: 'Besa Gashi' },
      });
      expect((await detail(job.id)).job).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Klienti e mori pa e riparuar',
      });

      t.clock.advance(60_000);
      const reopened = await setStatus(job.id, { status: 'in_process' });
      expectStatus(reopened, 200);
      expect((reopened.body as JobStatusResponse).job).toMatchObject({ status: 'in_process', cancelReason: null });
      const history = (await detail(job.id)).messages
        .filter((entry) => entry.type === 'status')
        .map((entry) => [entry.status, entry.message]);
      expect(history).toEqual([
        ['new', 'Puna u pranua.'],
        ['cancelled', 'Puna u anulua. Arsyeja: Klienti e mori pa e riparuar'],
        ['in_process', 'Puna u rihap. Statusi u ndryshua në «Në proces».'],
      ]);
      // Cancelling again with another reason: the new reason is the job's, both stay in the history.
      expect((await cancel(job.id, 'U regjistrua dy herë')).job.cancelReason).toBe('U regjistrua dy herë');
      expect((await cancel(job.id, 'Gabim në regjistrim')).entry.message).toBe(
        'Puna u anulua. Arsyeja: Gabim në regjistrim',
      );
      expect((await detail(job.id)).job.cancelReason).toBe('Gabim në regjistrim');
    });

    it('refuses a cancellation without a reason, and a reason with another status, changing nothing', async () => {
      const job = await createJob(t, shop.token, shop.worker.id);
      expectError(await setStatus(job.id, { status: 'cancelled' }), 400, 'Fusha «Arsyeja» është e detyrueshme.');
      expectError(
        await setStatus(job.id, { status: 'cancelled', reason: '   ' }),
        400,
        'Fusha «Arsyeja» është e detyrueshme.',
      );
      expectError(
        await setStatus(job.id, { status: 'cancelled', reason: 'ë'.repeat(301) }),
        400,
        'Fusha «Arsyeja» mund të ketë deri në 300 karaktere.',
      );
      expectError(
        await setStatus(job.id, { status: 'ready', reason: 'Pse jo' }),
        400,
        'Arsyeja jepet vetëm kur puna anulohet.',
      );
      expect((await detail(job.id)).job).toMatchObject({ status: 'new', cancelReason: null });
      expect((await cancel(job.id, 'ë'.repeat(300))).job.cancelReason).toBe('ë'.repeat(300));
    });

    it('lets a manager and a technician cancel and reopen, a technician kept to their jobs only their own', async () => {
      const manager = await staffLogin(
        t,
        shop.token,
        (await createWorker(t, shop.token, { firstName: 'Mira', lastName: 'Krasniqi' })).id,
        'manager',
      );
      const technicianWorker = await createWorker(t, shop.token, { firstName: 'Ilir', lastName: 'Berisha' });
      const technician = await staffLogin(t, shop.token, technicianWorker.id, 'technician');
      const job = await createJob(t, shop.token, technicianWorker.id);
      expect((await cancel(job.id, 'Pjesa nuk gjendet', manager)).entry.author?.name).toBe('Mira Krasniqi');
      expectStatus(await setStatus(job.id, { status: 'new' }, technician), 200);
      expect((await cancel(job.id, 'Klienti nuk erdhi', technician)).entry.author?.name).toBe('Ilir Berisha');

      const business = (await t.http().get('/api/business').set(bearer(shop.token))).body as Record<string, unknown>;
      expectStatus(
        await t.http().put('/api/business').set(bearer(shop.token)).send({
          businessName: business.businessName,
          contactNumber: business.contactNumber,
          country: business.country,
          city: business.city,
          techniciansSeeOwnJobsOnly: true,
        }),
        200,
      );
      const someoneElses = await createJob(t, shop.token, shop.worker.id);
      expectError(
        await setStatus(someoneElses.id, { status: 'cancelled', reason: 'Jo e imja' }, technician),
        404,
        JOB_NOT_FOUND,
      );
      expect((await detail(someoneElses.id)).job.status).toBe('new');
    });

    it("another shop's job is not found", async () => {
      const other = await createShop(t);
      const theirs = await createJob(t, other.token, other.worker.id);
      expectError(await setStatus(theirs.id, { status: 'cancelled', reason: 'Jo e jona' }), 404, JOB_NOT_FOUND);
      expect((await detail(theirs.id, other.token)).job.status).toBe('new');
    });

    it('leaves the counters, the statistics, the clients, the workers and the reports, and comes back when reopened; its money stays', async () => {
      const partId = await addPart();
      const kept = await createJob(t, shop.token, shop.worker.id, {
        clientName: 'Arta Hoxha',
        clientPhone: '044 222 333',
        estimatedPrice: 20,
      });
      const job = await createJob(t, shop.token, shop.worker.id, {
        clientName: 'Arta Hoxha',
        clientPhone: '+383 44 222 333',
        estimatedPrice: 50,
        deposit: { amount: 15, method: 'cash' },
      });
      expectStatus(
        await t.http().post(`/api/jobs/${job.id}/parts`).set(bearer(shop.token)).send({ partId, quantity: 1 }),
        201,
      );
      t.clock.advance(3_600_000);
      for (const each of [kept, job]) expectStatus(await setStatus(each.id, { status: 'completed' }), 200);
      const day = START_TIME.slice(0, 10);
      const month = START_TIME.slice(0, 7);
      const before = {
        counts: await get<JobCountsResponse>('/api/jobs/counts'),
        stats: await get<StatsResponse>('/api/stats'),
        client: (await get<ClientResponse[]>('/api/clients', { search: 'Arta' }))[0],
        day: await get<DayReportResponse>('/api/reports/day', { date: day }),
        profit: await get<ProfitReportResponse>('/api/reports/profit', { from: month, to: month }),
      };
      expect(before.counts).toMatchObject({ total: 2, byStatus: { completed: 2, cancelled: 0 } });
      expect(before.client).toMatchObject({ jobCount: 2, totalSpent: 125 });
      expect(before.stats.business).toMatchObject({ jobsByStatus: { completed: 2 }, revenue: 125 });
      expect(before.day.jobs).toEqual({ received: 2, completed: 2 });
      expect(before.profit.months[0]).toMatchObject({ jobsCompleted: 2, revenue: 125 });

      t.clock.advance(60_000);
      await cancel(job.id, 'Klienti refuzoi riparimin');
      const counts = await get<JobCountsResponse>('/api/jobs/counts');
      expect(counts).toEqual({
        total: 1,
        byStatus: { new: 0, in_process: 0, ready: 0, completed: 1, not_repairable: 0, cancelled: 1 },
      });
      const today = await get<JobCountsResponse>('/api/jobs/counts', {
        createdFrom: START_TIME,
        createdTo: new Date(Date.parse(START_TIME) + 86_400_000).toISOString(),
      });
      expect(today.total).toBe(1);
      const stats = await get<StatsResponse>('/api/stats');
      expect(stats.business.jobsByStatus).toEqual({ new: 0, in_process: 0, ready: 0, completed: 1, not_repairable: 0 });
      expect(stats.business.revenue).toBe(20);
      expect(stats.business.jobsPerDay.reduce((sum, entry) => sum + entry.count, 0)).toBe(1);
      expect(stats.workers.find((worker) => worker.workerId === shop.worker.id)).toMatchObject({
        jobCount: 1,
        completedThisMonth: 1,
      });
      expect((await get<ClientResponse[]>('/api/clients', { search: 'Arta' }))[0]).toMatchObject({
        jobCount: 1,
        totalSpent: 20,
      });
      expect((await get<ClientResponse[]>('/api/clients', { sort: 'spent' }))[0]).toMatchObject({
        name: 'Arta Hoxha',
        totalSpent: 20,
      });
      const dayAfter = await get<DayReportResponse>('/api/reports/day', { date: day });
      expect(dayAfter.jobs).toEqual({ received: 1, completed: 1 });
      expect(dayAfter.parts).toEqual({ quantity: 0, sales: 0, cost: 0 });
      expect(dayAfter.completedJobs).toEqual({ revenue: 20, partsCost: 0, grossProfit: 20 });
      // The deposit was really taken: it stays in the day's money, and the job owes nothing: the deposit is to be given back.
      expect(dayAfter.money.in).toBe(15);
      expect(
        (await get<ProfitReportResponse>('/api/reports/profit', { from: month, to: month })).months[0],
      ).toMatchObject({ jobsCompleted: 1, revenue: 20 });
      const cancelledDetail = await detail(job.id);
      expect(cancelledDetail.money).toMatchObject({ total: 105, paid: 15, balance: -15 });
      expect(cancelledDetail.payments).toHaveLength(1);
      expect(cancelledDetail.parts).toHaveLength(1);
      // The tracking page says so too.
      expect((await get<TrackingResponse>(`/api/public/track/${job.trackingToken}`)).status).toBe('cancelled');
      await expectKeptExact();

      // Reopened (completed again): every figure is back as it was.
      expectStatus(await setStatus(job.id, { status: 'completed' }), 200);
      expect(await get<JobCountsResponse>('/api/jobs/counts')).toEqual(before.counts);
      expect((await get<ClientResponse[]>('/api/clients', { search: 'Arta' }))[0]).toEqual({
        ...before.client,
        lastJobAt: before.client?.lastJobAt,
      });
      expect((await get<StatsResponse>('/api/stats')).business.revenue).toBe(125);
      expect((await get<DayReportResponse>('/api/reports/day', { date: day })).jobs).toEqual({
        received: 2,
        completed: 2,
      });
      expect((await detail(job.id)).money).toMatchObject({ total: 105, paid: 15, balance: 90 });
      await expectKeptExact();
    });

    it("texts nothing about a cancellation by default, and the shop's own text when it writes one", async () => {
      const settings = (await get<{ templates: Record<string, string> }>('/api/business/sms')).templates;
      expect(settings.cancelled).toBe('');
      expectStatus(
        await t.http().put('/api/business/sms').set(bearer(shop.token)).send({ enabled: true, templates: settings }),
        200,
      );
      const job = await createJob(t, shop.token, shop.worker.id, { clientPhone: '044 123 456' });
      const queued = async () =>
        (await t.db.query(`SELECT body FROM sms_outbox WHERE job_id = $1 ORDER BY seq`, [job.id])) as {
          body: string;
        }[];
      expect(await queued()).toHaveLength(1);
      await cancel(job.id);
      expect(await queued()).toHaveLength(1);
      expectStatus(await setStatus(job.id, { status: 'new' }), 200);
      expectStatus(
        await t
          .http()
          .put('/api/business/sms')
          .set(bearer(shop.token))
          .send({
            enabled: true,
            templates: { ...settings, cancelled: '{klienti}, riparimi i {pajisja} u anulua: {statusi}.' },
          }),
        200,
      );
      await cancel(job.id);
      expect((await queued()).at(-1)?.body).toMatch(/, riparimi i .* u anulua: Anuluar\.$/);
    });
  });

  describe('deleting', () => {
    /** A job with something in every table that belongs to it alone. */
    const fullJob = async () => {
      // SMS on, so that the job's message waits in the outbox.
      const sms = await get<{ templates: Record<string, string> }>('/api/business/sms');
      expectStatus(
        await t
          .http()
          .put('/api/business/sms')
          .set(bearer(shop.token))
          .send({ enabled: true, templates: sms.templates }),
        200,
      );
      const job = await createJob(t, shop.token, shop.worker.id, {
        clientName: 'Test Gabim',
        clientPhone: '049 999 000',
        deviceModel: 'iPhone 12',
        estimatedPrice: 80,
        intake: { checks: { screen: 'damaged' }, itemsLeft: ['charger'], note: 'Gërvishtje' },
        intakeSignature: { drawing: DRAWING },
        deviceLock: { kind: 'pin', value: '1234' },
      });
      expectStatus(
        await t.http().post(`/api/jobs/${job.id}/estimates`).set(bearer(shop.token)).send({ price: 90 }),
        201,
      );
      expectStatus(
        await t.http().post(`/api/jobs/${job.id}/messages`).set(bearer(shop.token)).send({ message: 'Shënim' }),
        201,
      );
      const station = await t.http().post('/api/print-stations').set(bearer(shop.token)).send({ name: 'Banaku' });
      expectStatus(station, 201);
      expectStatus(
        await t
          .http()
          .post(`/api/jobs/${job.id}/print`)
          .set(bearer(shop.token))
          .send({ stationId: (station.body as { station: { id: string } }).station.id, document: 'label' }),
        201,
      );
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 20, b: 30 } } })
        .jpeg()
        .toBuffer();
      expectStatus(
        await t
          .http()
          .post(`/api/jobs/${job.id}/photos`)
          .set(bearer(shop.token))
          .attach('foto', photo, { filename: 'foto.jpg', contentType: 'image/jpeg' }),
        201,
      );
      return job;
    };
    const rowsOf = async (jobId: string): Promise<Record<string, number>> => {
      const tables = [
        'job_events',
        'job_intakes',
        'job_signatures',
        'job_estimates',
        'job_photos',
        'sms_outbox',
        'print_jobs',
        'job_device_locks',
        'job_parts',
        'jobs',
      ];
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const [row] = (await t.db.query(
          `SELECT COUNT(*)::int AS count FROM ${table} WHERE ${table === 'jobs' ? 'id' : 'job_id'} = $1`,
          [jobId],
        )) as { count: number }[];
        counts[table] = row!.count;
      }
      return counts;
    };

    it("deletes a job entered by mistake with everything that is only its own, its photos' files and its parts back in stock", async () => {
      const partId = await addPart(5);
      const job = await fullJob();
      expectStatus(
        await t.http().post(`/api/jobs/${job.id}/parts`).set(bearer(shop.token)).send({ partId, quantity: 2 }),
        201,
      );
      expect(await stockOf(partId)).toBe(3);
      const before = await rowsOf(job.id);
      expect(Object.entries(before).filter(([, count]) => count === 0)).toEqual([]);
      expect((await filesUnder(uploadsDir)).filter((file) => file.includes(job.id))).toHaveLength(2);

      t.clock.advance(60_000);
      const response = await remove(job.id);
      expectStatus(response, 200);
      const { auditEntry } = response.body as JobDeletedResponse;
      expect(auditEntry).toMatchObject({
        action: 'job_deleted',
        author: { id: shop.user.id, name: 'Besa Gashi' },
        subject: `Puna #${job.id.slice(-6).toUpperCase()}`,
      });
      expect(auditEntry.details).toBe(
        'Klienti: Test Gabim, 049 999 000. Pajisja: iPhone 12 (IMEI 356789012345672). Statusi: E re. Pranuar më 15.01.2026 11:00. ' +
          'Çmimi: 80,00 €. Punëtori: Driton Gashi. Pjesët u kthyen në stok (110,00 €): Ekran Samsung A52 × 2. U fshinë edhe 1 foto.',
      );
      expect(await rowsOf(job.id)).toEqual(Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
      expect(await stockOf(partId)).toBe(5);
      expect((await filesUnder(uploadsDir)).filter((file) => file.includes(job.id))).toEqual([]);
      expectError(await t.http().get(`/api/jobs/${job.id}`).set(bearer(shop.token)), 404, JOB_NOT_FOUND);
      expectError(await remove(job.id), 404, JOB_NOT_FOUND);
      // Gone from the counters and the clients, the client's row with it (it was their only job).
      expect(await get<JobCountsResponse>('/api/jobs/counts')).toMatchObject({ total: 0 });
      expect(await get<ClientResponse[]>('/api/clients', { search: 'Test Gabim' })).toEqual([]);
      expect((await get<StatsResponse>('/api/stats')).workers[0]).toMatchObject({ jobCount: 0 });
      await expectKeptExact();
    });

    it('refuses a job with payments (409 JOB_HAS_PAYMENTS, cancel it instead) and keeps it whole', async () => {
      const job = await createJob(t, shop.token, shop.worker.id, { deposit: { amount: 10, method: 'card' } });
      const before = await detail(job.id);
      const response = await remove(job.id);
      expectError(
        response,
        409,
        'Kjo punë ka pagesa dhe nuk mund të fshihet: pagesat mbahen gjithmonë. Anulojeni punën në vend që ta fshini.',
      );
      expect((response.body as { code: string }).code).toBe('JOB_HAS_PAYMENTS');
      expect(await detail(job.id)).toEqual(before);
      // A refund brings the balance to nothing, yet the money records stay: still refused.
      expectStatus(
        await t
          .http()
          .post(`/api/jobs/${job.id}/payments`)
          .set(bearer(shop.token))
          .send({ amount: 10, method: 'card', kind: 'refund' }),
        201,
      );
      expectError(await remove(job.id), 409);
      expect(await get<AuditLogEntryResponse[]>('/api/audit-log')).toEqual([]);
    });

    it("refuses the job a warranty return points at; deleting the return itself says so in the original's history", async () => {
      const original = await createJob(t, shop.token, shop.worker.id, { clientPhone: '044 700 800' });
      expectStatus(await setStatus(original.id, { status: 'completed' }), 200);
      t.clock.advance(86_400_000);
      const returned = await createJob(t, shop.token, shop.worker.id, {
        clientPhone: '044 700 800',
        warrantyOfJobId: original.id,
      });
      // The original's detail names its return, so the page says at once why it cannot be deleted.
      expect((await detail(original.id)).warrantyReturnIds).toEqual([returned.id]);
      expect((await detail(returned.id)).warrantyReturnIds).toEqual([]);
      const refused = await remove(original.id);
      expectError(
        refused,
        409,
        `Puna #${returned.id.slice(-6).toUpperCase()} është kthim në garanci i kësaj pune, prandaj kjo punë nuk mund të fshihet. Anulojeni në vend që ta fshini.`,
      );
      expect((refused.body as { code: string }).code).toBe('JOB_HAS_WARRANTY_RETURN');
      expect((await get<StatsResponse>('/api/stats')).business.warrantyReturns).toBe(1);

      expectStatus(await remove(returned.id), 200);
      const history = (await detail(original.id)).messages.map((entry) => entry.message);
      expect(history.at(-1)).toBe(
        `Puna #${returned.id.slice(-6).toUpperCase()}, kthimi në garanci i kësaj pune, u fshi nga Besa Gashi.`,
      );
      expect((await detail(original.id)).warrantyReturnIds).toEqual([]);
      expect((await get<StatsResponse>('/api/stats')).business.warrantyReturns).toBe(0);
      expectStatus(await remove(original.id), 200);
      await expectKeptExact();
    });

    it("is the owner's alone: a manager or a technician is refused, and another shop's job is not found", async () => {
      const manager = await staffLogin(t, shop.token, (await createWorker(t, shop.token)).id, 'manager');
      const technician = await staffLogin(t, shop.token, (await createWorker(t, shop.token)).id, 'technician');
      const job = await createJob(t, shop.token, shop.worker.id);
      for (const token of [manager, technician]) {
        const response = await remove(job.id, token);
        expectError(response, 403);
        expect((response.body as { code: string }).code).toBe('ROLE_FORBIDDEN');
      }
      const other = await createShop(t);
      const theirs = await createJob(t, other.token, other.worker.id);
      expectError(await remove(theirs.id), 404, JOB_NOT_FOUND);
      expectError(await remove('not-a-job'), 404, JOB_NOT_FOUND);
      expect((await detail(theirs.id, other.token)).job.id).toBe(theirs.id);
      expect((await detail(job.id)).job.id).toBe(job.id);
    });

    it('deletes a cancelled job, saying why it was cancelled', async () => {
      const job = await createJob(t, shop.token, shop.worker.id);
      await cancel(job.id, 'Test');
      const response = await remove(job.id);
      expectStatus(response, 200);
      expect((response.body as JobDeletedResponse).auditEntry.details).toContain(
        'Statusi: Anuluar (arsyeja: Test). Pranuar më 15.01.2026 11:00. Çmimi: pa çmim.',
      );
      expect(await get<JobCountsResponse>('/api/jobs/counts')).toMatchObject({ total: 0, byStatus: { cancelled: 0 } });
      await expectKeptExact();
    });
  });

  describe('the audit log', () => {
    it('lists what the owner deleted, newest first, a page at a time, for the owner alone and of their shop alone', async () => {
      const jobs: JobResponse[] = [];
      for (let index = 0; index < 5; index += 1)
        jobs.push(await createJob(t, shop.token, shop.worker.id, { clientName: `Gabim ${index}` }));
      for (const job of jobs) {
        t.clock.advance(60_000);
        expectStatus(await remove(job.id), 200);
      }
      const first = await t.http().get('/api/audit-log').query({ limit: 2 }).set(bearer(shop.token));
      expectStatus(first, 200);
      expect(first.headers['x-total-count']).toBe('5');
      expect((first.body as AuditLogEntryResponse[]).map((entry) => entry.details.split('.')[0])).toEqual([
        'Klienti: Gabim 4, 044 123 456',
        'Klienti: Gabim 3, 044 123 456',
      ]);
      const rest = await get<AuditLogEntryResponse[]>('/api/audit-log', { limit: 2, offset: 4 });
      expect(rest.map((entry) => entry.subject)).toEqual([`Puna #${jobs[0]!.id.slice(-6).toUpperCase()}`]);
      expect(rest[0]).toEqual({
        id: expect.any(String),
        action: 'job_deleted',
        author: { id: shop.user.id, name: 'Besa Gashi' },
        createdAt: new Date(Date.parse(START_TIME) + 60_000).toISOString(),
        subject: `Puna #${jobs[0]!.id.slice(-6).toUpperCase()}`,
        details: expect.stringMatching(/^Klienti: Gabim 0, 044 123 456\. Pajisja: /),
      });

      const other = await createShop(t);
      const theirs = await t.http().get('/api/audit-log').set(bearer(other.token));
      expectStatus(theirs, 200);
      expect([theirs.body, theirs.headers['x-total-count']]).toEqual([[], '0']);
      const manager = await staffLogin(t, shop.token, (await createWorker(t, shop.token)).id, 'manager');
      expectError(await t.http().get('/api/audit-log').set(bearer(manager)), 403);
      expectError(
        await t.http().get('/api/audit-log').query({ limit: 101 }).set(bearer(shop.token)),
        400,
        'Fusha «Numri i rezultateve» mund të jetë deri në 100.',
      );
    });
  });
});
