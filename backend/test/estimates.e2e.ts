import {
  DEFAULT_SMS_TEMPLATES,
  type EstimateResponse,
  type JobDetailResponse,
  type JobResponse,
  type TrackingResponse,
} from '@repair-shop/contracts';
import {
  bearer,
  createJob,
  createShop,
  expectError,
  expectStatus,
  ISO_DATE,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

/** The background sender stays out of the way: the test reads the outbox itself. */
const NO_BACKGROUND_ROUNDS = { SMS_POLL_INTERVAL_MS: '3600000' };

/** The shop sends an estimate, the client answers it once from the tracking page. */
describe('estimates approved from the tracking page', () => {
  let t: TestApp;
  let shop: Shop;
  let job: JobResponse;

  beforeAll(async () => {
    t = await startTestApp(NO_BACKGROUND_ROUNDS);
  });
  beforeEach(async () => {
    shop = await createShop(t, { firstName: 'Arta', lastName: 'Morina' }, { businessName: 'Servisi Preventivi' });
    job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 30, clientPhone: '044 123 456' });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (body: Record<string, unknown>, jobId = job.id, token = shop.token) =>
    t.http().post(`/api/jobs/${jobId}/estimates`).set(bearer(token)).send(body);
  const sent = async (body: Record<string, unknown>): Promise<EstimateResponse> => {
    const response = await send(body);
    expectStatus(response, 201);
    return (response.body as { estimate: EstimateResponse }).estimate;
  };
  const answer = (estimateId: string, value: string, token = job.trackingToken) =>
    t.http().post(`/api/public/track/${token}/estimate`).send({ estimateId, answer: value });
  const tracking = async (token = job.trackingToken): Promise<TrackingResponse> => {
    const response = await t.http().get(`/api/public/track/${token}`);
    expectStatus(response, 200);
    return response.body as TrackingResponse;
  };
  const detail = async (): Promise<JobDetailResponse> => {
    const response = await t.http().get(`/api/jobs/${job.id}`).set(bearer(shop.token));
    expectStatus(response, 200);
    return response.body as JobDetailResponse;
  };
  const historyTexts = async () =>
    (await detail()).messages.map((entry) => [entry.message, entry.author?.name ?? null]);

  it('is shown on the job and to the client, who accepts it: the price becomes the job’s, and the history says who did what', async () => {
    const estimate = await sent({ price: 45.5, note: ' Ekran origjinal dhe xham mbrojtës ' });
    expect(estimate).toEqual({
      id: expect.any(String),
      price: 45.5,
      note: 'Ekran origjinal dhe xham mbrojtës',
      sentAt: expect.stringMatching(ISO_DATE),
      answer: null,
      answeredAt: null,
    });
    expect((await detail()).estimate).toEqual(estimate);
    const page = await tracking();
    expect(page).toMatchObject({ currency: 'EUR', estimate });

    const accepted = await answer(estimate.id, 'accepted');
    expectStatus(accepted, 200);
    expect((accepted.body as { estimate: EstimateResponse }).estimate).toMatchObject({
      answer: 'accepted',
      answeredAt: expect.stringMatching(ISO_DATE),
    });
    const after = await detail();
    expect(after.job.estimatedPrice).toBe(45.5);
    expect(after.estimate).toMatchObject({ id: estimate.id, answer: 'accepted' });
    expect((await tracking()).estimate).toMatchObject({ answer: 'accepted' });
    expect(await historyTexts()).toEqual(
      expect.arrayContaining([
        ['Preventivi u dërgua te klienti: 45,50 € — Ekran origjinal dhe xham mbrojtës.', 'Arta Morina'],
        ['Klienti e pranoi preventivin (45,50 €) nga faqja e ndjekjes.', null],
        ['Çmimi: 30,00 € → 45,50 €', null],
      ]),
    );

    // Answered once: a second answer, either way, is refused and changes nothing.
    const again = await answer(estimate.id, 'rejected');
    expectError(again, 409, /është përgjigjur tashmë/);
    expect((again.body as { code: string }).code).toBe('ESTIMATE_ANSWERED');
    expect((await detail()).estimate?.answer).toBe('accepted');
  });

  it('refused, leaves the price as it was', async () => {
    const estimate = await sent({ price: 80 });
    expectStatus(await answer(estimate.id, 'rejected'), 200);
    const after = await detail();
    expect(after.job.estimatedPrice).toBe(30);
    expect(after.estimate).toMatchObject({ answer: 'rejected', note: '' });
    expect(await historyTexts()).toContainEqual([
      'Klienti e refuzoi preventivin (80,00 €) nga faqja e ndjekjes.',
      null,
    ]);
  });

  it('is replaced by a newer one: the old one can no longer be answered, the new one can', async () => {
    const first = await sent({ price: 40 });
    const second = await sent({ price: 55, note: 'Edhe bateria' });
    expect((await tracking()).estimate?.id).toBe(second.id);
    const stale = await answer(first.id, 'accepted');
    expectError(stale, 409, /një preventiv të ri/);
    expect((stale.body as { code: string }).code).toBe('ESTIMATE_REPLACED');
    expectStatus(await answer(second.id, 'accepted'), 200);
    expect((await detail()).job.estimatedPrice).toBe(55);
    const rows = await t.db.query(
      'SELECT price, replaced_at IS NOT NULL AS replaced, answer FROM job_estimates WHERE job_id = $1 ORDER BY sent_at, replaced_at NULLS LAST',
      [job.id],
    );
    expect(rows).toEqual([
      { price: '40.00', replaced: true, answer: null },
      { price: '55.00', replaced: false, answer: 'accepted' },
    ]);
  });

  it('two answers at once: one wins, the other is told it was answered', async () => {
    const estimate = await sent({ price: 60 });
    const [one, two] = await Promise.all([answer(estimate.id, 'accepted'), answer(estimate.id, 'rejected')]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const [row] = await t.db.query(
      'SELECT COUNT(*)::int AS lines FROM job_events WHERE job_id = $1 AND message LIKE $2',
      [job.id, 'Klienti e %'],
    );
    expect(row.lines).toBe(1);
  });

  it('stays in its shop: another shop cannot send one on the job, and one job’s link never answers another’s estimate', async () => {
    const other = await createShop(t);
    expectError(await send({ price: 10 }, job.id, other.token), 404, 'Puna nuk u gjet.');
    const theirJob = await createJob(t, other.token, other.worker.id);
    const estimate = await sent({ price: 70 });
    expectError(
      await answer(estimate.id, 'accepted', theirJob.trackingToken),
      404,
      'Preventivi nuk u gjet. Rifreskoni faqen.',
    );
    expect((await tracking(theirJob.trackingToken)).estimate).toBeNull();
    expectError(await answer(estimate.id, 'accepted', 'A'.repeat(22)), 404, /Puna nuk u gjet/);
  });

  it.each([
    ['a negative price', { price: -1 }, 'Fusha «Çmimi» duhet të jetë të paktën 0.'],
    ['three decimals', { price: 10.555 }, 'Fusha «Çmimi» mund të ketë deri në 2 shifra pas presjes dhjetore.'],
    ['no price', { note: 'x' }, 'Fusha «Çmimi» duhet të jetë numër.'],
    ['a note too long', { price: 10, note: 'x'.repeat(501) }, 'Fusha «Shënimi» mund të ketë deri në 500 karaktere.'],
  ])('refuses %s in Albanian', async (_name, body, message) => {
    expectError(await send(body), 400, message);
    expect((await detail()).estimate).toBeNull();
  });

  it('refuses an answer that is neither yes nor no', async () => {
    const estimate = await sent({ price: 20 });
    expectError(await answer(estimate.id, 'maybe'), 400, 'Fusha «Përgjigjja» ka një vlerë të pavlefshme.');
    expectError(await answer('not-a-uuid', 'accepted'), 400, 'Fusha «Preventivi» ka një vlerë të pavlefshme.');
  });

  it('texts the client the estimate with the short link when the shop texts estimates, and says so', async () => {
    // SMS off (as a new shop has it): nothing is queued, and the answer says so.
    const silent = await send({ price: 40 });
    expectStatus(silent, 201);
    expect(silent.body).toMatchObject({ smsQueued: false });
    expectStatus(
      await t
        .http()
        .put('/api/business/sms')
        .set(bearer(shop.token))
        .send({ enabled: true, templates: DEFAULT_SMS_TEMPLATES }),
      200,
    );
    const texted = await send({ price: 45 });
    expectStatus(texted, 201);
    expect(texted.body).toMatchObject({ smsQueued: true });
    const [message] = await t.db.query(
      `SELECT recipient, body FROM sms_outbox WHERE job_id = $1 AND body LIKE '%kushton%'`,
      [job.id],
    );
    expect(message.recipient).toBe('+38344123456');
    expect(message.body).toContain('kushton 45,00 €');
    expect(message.body).toContain(`/gjurmo/${job.trackingToken}`);
    expect(job.trackingToken).toHaveLength(22);
  });
});
