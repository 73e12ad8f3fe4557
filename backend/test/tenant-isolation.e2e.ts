import type { ClientResponse, JobDetailResponse, JobResponse, WorkerResponse } from '@repair-shop/contracts';
import {
  bearer,
  createJob,
  createShop,
  expectError,
  jobRequest,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

const JOB_NOT_FOUND = 'Puna nuk u gjet.';
const WORKER_NOT_FOUND = 'Punëtori nuk u gjet.';

/** Two shops side by side: neither may see or touch the other's data through any id. */
describe('tenant isolation', () => {
  let t: TestApp;
  let alpha: Shop;
  let beta: Shop;
  let alphaJob: JobResponse;
  let betaJob: JobResponse;

  beforeAll(async () => {
    t = await startTestApp();
    alpha = await createShop(t, { firstName: 'Alfa' }, { businessName: 'Servisi Alfa' });
    beta = await createShop(
      t,
      { firstName: 'Beta' },
      { businessName: 'Servisi Beta', country: 'albania', city: 'Tiranë' },
    );
    alphaJob = await createJob(t, alpha.token, alpha.worker.id, {
      clientName: 'Klienti i Alfës',
      clientPhone: '044 100 100',
      deviceImei: '111000111000119',
    });
    betaJob = await createJob(t, beta.token, beta.worker.id, {
      clientName: 'Klienti i Betës',
      clientPhone: '069 200 200',
      deviceImei: '222000222000228',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const alphaState = async () => {
    const detail = await t.http().get(`/api/jobs/${alphaJob.id}`).set(bearer(alpha.token));
    expect(detail.status).toBe(200);
    const [counts] = await t.db.query(
      `SELECT
         (SELECT COUNT(*)::int FROM jobs) AS jobs,
         (SELECT COUNT(*)::int FROM job_events) AS events,
         (SELECT COUNT(*)::int FROM workers) AS workers,
         (SELECT row_to_json(j) FROM jobs j WHERE id = $1) AS alpha_row,
         (SELECT row_to_json(j) FROM jobs j WHERE id = $2) AS beta_row`,
      [alphaJob.id, betaJob.id],
    );
    return { detail: detail.body as JobDetailResponse, counts };
  };

  it('GET /api/jobs/:id of another shop answers 404', async () => {
    expectError(await t.http().get(`/api/jobs/${alphaJob.id}`).set(bearer(beta.token)), 404, JOB_NOT_FOUND);
    expectError(await t.http().get(`/api/jobs/${betaJob.id}`).set(bearer(alpha.token)), 404, JOB_NOT_FOUND);
  });

  it('PATCH /api/jobs/:id of another shop answers 404 and changes nothing', async () => {
    const before = await alphaState();
    const response = await t
      .http()
      .patch(`/api/jobs/${alphaJob.id}`)
      .set(bearer(beta.token))
      .send({ clientName: 'Vjedhur', workerId: beta.worker.id });
    expectError(response, 404, JOB_NOT_FOUND);
    expect(await alphaState()).toEqual(before);
  });

  it('PUT /api/jobs/:id/status of another shop answers 404 and changes nothing', async () => {
    const before = await alphaState();
    expectError(
      await t.http().put(`/api/jobs/${alphaJob.id}/status`).set(bearer(beta.token)).send({ status: 'completed' }),
      404,
      JOB_NOT_FOUND,
    );
    const after = await alphaState();
    expect(after).toEqual(before);
    expect(after.detail.job.status).toBe('new');
  });

  it('POST /api/jobs/:id/messages on another shop’s job answers 404 and adds nothing', async () => {
    const before = await alphaState();
    expectError(
      await t.http().post(`/api/jobs/${alphaJob.id}/messages`).set(bearer(beta.token)).send({ message: 'Ndërhyrje' }),
      404,
      JOB_NOT_FOUND,
    );
    const after = await alphaState();
    expect(after).toEqual(before);
    expect(after.detail.messages).toHaveLength(1);
  });

  it('POST /api/jobs with another shop’s worker answers 404 and creates nothing', async () => {
    const before = await alphaState();
    expectError(
      await t.http().post('/api/jobs').set(bearer(beta.token)).send(jobRequest(alpha.worker.id)),
      404,
      WORKER_NOT_FOUND,
    );
    expect(await alphaState()).toEqual(before);
  });

  it('PATCH of one’s own job onto another shop’s worker answers 404 and changes nothing', async () => {
    const before = await alphaState();
    const response = await t
      .http()
      .patch(`/api/jobs/${betaJob.id}`)
      .set(bearer(beta.token))
      .send({ workerId: alpha.worker.id, clientName: 'Ndryshuar' });
    expectError(response, 404, WORKER_NOT_FOUND);
    expect(await alphaState()).toEqual(before);
    const own = (await t.http().get(`/api/jobs/${betaJob.id}`).set(bearer(beta.token))).body as JobDetailResponse;
    expect(own.job).toEqual(betaJob);
  });

  it('lists show only the caller’s own jobs, workers, clients and business', async () => {
    const jobs = (await t.http().get('/api/jobs').set(bearer(beta.token))).body as JobResponse[];
    expect(jobs.map((job) => job.id)).toEqual([betaJob.id]);
    for (const search of ['Alfës', '100100', '111000']) {
      const found = await t.http().get('/api/jobs').query({ search }).set(bearer(beta.token));
      expect([search, found.body]).toEqual([search, []]);
    }
    const workers = (await t.http().get('/api/workers').set(bearer(beta.token))).body as WorkerResponse[];
    expect(workers.map((worker) => worker.id)).toEqual([beta.worker.id]);
    const clients = (await t.http().get('/api/clients').set(bearer(beta.token))).body as ClientResponse[];
    expect(clients.map((client) => client.name)).toEqual(['Klienti i Betës']);
    const business = (await t.http().get('/api/business').set(bearer(beta.token))).body;
    expect(business).toMatchObject({ id: beta.business.id, businessName: 'Servisi Beta' });

    const alphaJobs = (await t.http().get('/api/jobs').set(bearer(alpha.token))).body as JobResponse[];
    expect(alphaJobs.map((job) => job.id)).toEqual([alphaJob.id]);
    const alphaClients = (await t.http().get('/api/clients').set(bearer(alpha.token))).body as ClientResponse[];
    expect(alphaClients.map((client) => client.name)).toEqual(['Klienti i Alfës']);
  });

  it('a worker’s active job count ignores the other shop’s jobs', async () => {
    const alphaWorkers = (await t.http().get('/api/workers').set(bearer(alpha.token))).body as WorkerResponse[];
    expect(alphaWorkers).toEqual([{ ...alpha.worker, activeJobCount: 1 }]);
  });

  it('editing the business touches only the caller’s business', async () => {
    const response = await t
      .http()
      .put('/api/business')
      .set(bearer(beta.token))
      .send({ businessName: 'Beta e Re', contactNumber: '069 300 300', country: 'albania', city: 'Durrës' });
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(beta.business.id);
    expect((await t.http().get('/api/business').set(bearer(alpha.token))).body).toEqual(alpha.business);
  });
});
