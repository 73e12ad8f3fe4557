import type {
  BusinessResponse,
  JobDetailResponse,
  JobMoney,
  PaymentCreatedResponse,
  PaymentRequest,
} from '@repair-shop/contracts';
import {
  bearer,
  createJob,
  createShop,
  expectError,
  expectStatus,
  ISO_DATE,
  jobRequest,
  staffLogin,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

/** Payments on jobs: deposits, payments and refunds, summed exactly, kept for good, in the shop's scope. */
describe('payments', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    shop = await createShop(t, { firstName: 'Arbër', lastName: 'Gashi' }, { businessName: 'Servisi Pagesa' });
  });
  afterAll(async () => {
    await t.close();
  });

  const pay = (token: string, jobId: string, body: Partial<PaymentRequest> | Record<string, unknown>) =>
    t.http().post(`/api/jobs/${jobId}/payments`).set(bearer(token)).send(body);
  const detail = async (token: string, jobId: string): Promise<JobDetailResponse> => {
    const response = await t.http().get(`/api/jobs/${jobId}`).set(bearer(token));
    expectStatus(response, 200);
    return response.body as JobDetailResponse;
  };
  /** A job without parts as its owner sees it (the parts' cost and the profit too). */
  const money = (total: number, paid: number, extra: Partial<JobMoney> = {}): JobMoney => ({
    currency: 'EUR',
    labour: total,
    parts: 0,
    total,
    paid,
    balance: Number((total - paid).toFixed(2)),
    partsCost: 0,
    profit: total,
    ...extra,
  });

  it('takes a deposit with the new job, then the rest, and answers total, paid and balance with who took each', async () => {
    const created = await t
      .http()
      .post('/api/jobs')
      .set(bearer(shop.token))
      .send(jobRequest(shop.worker.id, { estimatedPrice: 80, deposit: { amount: 20, method: 'cash' } }));
    expectStatus(created, 201);
    const jobId = (created.body as { job: { id: string } }).job.id;
    let seen = await detail(shop.token, jobId);
    expect(seen.money).toEqual(money(80, 20));
    expect(seen.payments).toEqual([
      {
        id: expect.any(String),
        jobId,
        amount: 20,
        method: 'cash',
        kind: 'deposit',
        note: null,
        fiscalReceiptNumber: null,
        takenBy: { id: shop.user.id, name: 'Arbër Gashi' },
        createdAt: expect.stringMatching(ISO_DATE),
      },
    ]);
    expect(seen.parts).toEqual([]);

    const rest = await pay(shop.token, jobId, {
      amount: 60,
      method: 'card',
      kind: 'payment',
      note: '  Mbyllur  ',
      fiscalReceiptNumber: 'KF-1234',
    });
    expectStatus(rest, 201);
    const body = rest.body as PaymentCreatedResponse;
    expect(body.success).toBe(true);
    expect(body.money).toEqual(money(80, 80));
    expect(body.payment).toMatchObject({
      amount: 60,
      method: 'card',
      kind: 'payment',
      note: 'Mbyllur',
      fiscalReceiptNumber: 'KF-1234',
    });

    seen = await detail(shop.token, jobId);
    expect(seen.payments.map((payment) => payment.kind)).toEqual(['deposit', 'payment']);
    const lines = seen.messages.filter((entry) => entry.type === 'payment');
    expect(lines.map((entry) => entry.message)).toEqual([
      'Paradhënie 20,00 € (Para në dorë).',
      'Pagesë 60,00 € (Kartelë, kuponi fiskal KF-1234). Mbyllur',
    ]);
    expect(lines.every((entry) => entry.author?.name === 'Arbër Gashi')).toBe(true);
  });

  it('sums many payments exactly, where floating point would drift', async () => {
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 99.99 });
    for (let i = 0; i < 30; i += 1)
      expectStatus(
        await pay(shop.token, job.id, { amount: i % 2 === 0 ? 0.1 : 0.2, method: 'cash', kind: 'payment' }),
        201,
      );
    // 15 × 0,10 + 15 × 0,20 = 4,50 exactly (adding the doubles in JavaScript gives 4.500000000000001).
    expect((await detail(shop.token, job.id)).money).toEqual(money(99.99, 4.5));
    // Twenty at once: none is lost, and the sum is still exact.
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => pay(shop.token, job.id, { amount: 0.7, method: 'card', kind: 'payment' })),
    );
    for (const response of responses) expectStatus(response, 201);
    expect((await detail(shop.token, job.id)).money).toEqual(money(99.99, 18.5));
    const [stored] = await t.db.query(
      `SELECT sum(amount)::text AS sum, count(*)::int AS count FROM payments WHERE job_id = $1`,
      [job.id],
    );
    expect(stored).toEqual({ sum: '18.50', count: 50 });
  });

  it('corrects a mistake with a refund, never more than was paid, and never edits or deletes a payment', async () => {
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 50 });
    expectStatus(await pay(shop.token, job.id, { amount: 50, method: 'cash', kind: 'payment' }), 201);
    expectError(
      await pay(shop.token, job.id, { amount: 50.01, method: 'cash', kind: 'refund' }),
      409,
      'Kthimi nuk mund të jetë më i madh se sa ka paguar klienti për këtë punë (50,00 €).',
    );
    const refund = await pay(shop.token, job.id, {
      amount: 15.5,
      method: 'cash',
      kind: 'refund',
      note: 'Gabim në shumë',
    });
    expectStatus(refund, 201);
    expect((refund.body as PaymentCreatedResponse).money).toEqual(money(50, 34.5));
    // No route changes or removes a payment.
    const paymentId = (refund.body as PaymentCreatedResponse).payment.id;
    for (const method of ['put', 'patch', 'delete'] as const) {
      expect(
        (
          await t
            .http()
            [method](`/api/jobs/${job.id}/payments/${paymentId}`)
            .set(bearer(shop.token))
            .send({ amount: 1 })
        ).status,
      ).toBe(404);
    }
    // Paying more than the total leaves a negative balance: what the shop owes the client.
    expectStatus(await pay(shop.token, job.id, { amount: 20, method: 'bank', kind: 'payment' }), 201);
    expect((await detail(shop.token, job.id)).money).toEqual(money(50, 54.5));
  });

  it('lets a technician take money but not give it back', async () => {
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 30 });
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    const taken = await pay(technician, job.id, { amount: 30, method: 'cash', kind: 'payment' });
    expectStatus(taken, 201);
    expect((taken.body as PaymentCreatedResponse).payment.takenBy.name).toBe('Driton Gashi');
    // Neither what parts cost nor the profit.
    expect((taken.body as PaymentCreatedResponse).money).toEqual({
      currency: 'EUR',
      labour: 30,
      parts: 0,
      total: 30,
      paid: 30,
      balance: 0,
    });
    expectError(
      await pay(technician, job.id, { amount: 5, method: 'cash', kind: 'refund' }),
      403,
      'Kthimin e parave mund ta bëjë vetëm pronari ose menaxheri i dyqanit.',
    );
    expect((await detail(shop.token, job.id)).money.paid).toBe(30);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a zero amount', { amount: 0, method: 'cash', kind: 'payment' }, 'Fusha «Shuma» duhet të jetë të paktën 0,01.'],
    [
      'a negative amount',
      { amount: -5, method: 'cash', kind: 'payment' },
      'Fusha «Shuma» duhet të jetë të paktën 0,01.',
    ],
    [
      'three decimals',
      { amount: 1.005, method: 'cash', kind: 'payment' },
      'Fusha «Shuma» mund të ketë deri në 2 shifra pas presjes dhjetore.',
    ],
    ['an amount as text', { amount: '10', method: 'cash', kind: 'payment' }, 'Fusha «Shuma» duhet të jetë numër.'],
    ['no amount', { method: 'cash', kind: 'payment' }, 'Fusha «Shuma» duhet të jetë numër.'],
    [
      'an unknown method',
      { amount: 10, method: 'bitcoin', kind: 'payment' },
      'Fusha «Mënyra e pagesës» ka një vlerë të pavlefshme.',
    ],
    [
      'an unknown kind',
      { amount: 10, method: 'cash', kind: 'gift' },
      'Fusha «Lloji i pagesës» ka një vlerë të pavlefshme.',
    ],
    [
      'a note too long',
      { amount: 10, method: 'cash', kind: 'payment', note: 'x'.repeat(501) },
      'Fusha «Shënimi» mund të ketë deri në 500 karaktere.',
    ],
    [
      'an amount too large',
      { amount: 100_000_000, method: 'cash', kind: 'payment' },
      'Fusha «Shuma» mund të jetë deri në 99999999.',
    ],
  ])('refuses %s in Albanian and records nothing', async (_case, body, message) => {
    const job = await createJob(t, shop.token, shop.worker.id);
    expectError(await pay(shop.token, job.id, body), 400, message);
    const [count] = await t.db.query(`SELECT count(*)::int AS count FROM payments WHERE job_id = $1`, [job.id]);
    expect(count).toEqual({ count: 0 });
  });

  it('refuses a bad deposit with the new job and creates no job', async () => {
    const response = await t
      .http()
      .post('/api/jobs')
      .set(bearer(shop.token))
      .send(jobRequest(shop.worker.id, { deposit: { amount: 0, method: 'cash' } }));
    expectError(response, 400, 'Fusha «Shuma» duhet të jetë të paktën 0,01.');
    const [count] = await t.db.query(`SELECT count(*)::int AS count FROM jobs WHERE business_id = $1`, [
      shop.business.id,
    ]);
    expect(count).toEqual({ count: 0 });
  });

  it("keeps each shop's payments to itself", async () => {
    const other = await createShop(t, { firstName: 'Tjetër' }, { businessName: 'Servisi Tjetër' });
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 40 });
    expectError(
      await pay(other.token, job.id, { amount: 10, method: 'cash', kind: 'payment' }),
      404,
      'Puna nuk u gjet.',
    );
    expectError(
      await pay(other.token, job.id, { amount: 10, method: 'cash', kind: 'refund' }),
      404,
      'Puna nuk u gjet.',
    );
    const [count] = await t.db.query(`SELECT count(*)::int AS count FROM payments WHERE job_id = $1`, [job.id]);
    expect(count).toEqual({ count: 0 });
    expect((await detail(shop.token, job.id)).money).toEqual(money(40, 0));
  });

  it('keeps the books in the currency of the country, which the owner can change, with the tax number and VAT', async () => {
    const albanian = await createShop(
      t,
      { firstName: 'Besa' },
      { businessName: 'Servisi Tirana', country: 'albania', city: 'Tiranë' },
    );
    expect(albanian.business).toMatchObject({ currency: 'ALL', taxNumber: null, vatRate: null });
    expect(shop.business.currency).toBe('EUR');
    const job = await createJob(t, albanian.token, albanian.worker.id, { estimatedPrice: 2500 });
    expectStatus(await pay(albanian.token, job.id, { amount: 1500, method: 'cash', kind: 'deposit' }), 201);
    const seen = await detail(albanian.token, job.id);
    expect(seen.money).toEqual(money(2500, 1500, { currency: 'ALL' }));
    expect(seen.messages.at(-1)?.message).toBe('Paradhënie 1.500 L (Para në dorë).');

    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      currency: _currency,
      taxNumber: _tax,
      vatRate: _vat,
      ...details
    } = albanian.business;
    const saved = await t
      .http()
      .put('/api/business')
      .set(bearer(albanian.token))
      .send({ ...details, currency: 'EUR', taxNumber: ' L12345678A ', vatRate: 20 });
    expectStatus(saved, 200);
    expect(saved.body as BusinessResponse).toMatchObject({ currency: 'EUR', taxNumber: 'L12345678A', vatRate: 20 });
    // Left out: unchanged; null: removed.
    const kept = await t
      .http()
      .put('/api/business')
      .set(bearer(albanian.token))
      .send({ ...details, vatRate: null });
    expect(kept.body as BusinessResponse).toMatchObject({ currency: 'EUR', taxNumber: 'L12345678A', vatRate: null });
    expectError(
      await t
        .http()
        .put('/api/business')
        .set(bearer(albanian.token))
        .send({ ...details, currency: 'USD' }),
      400,
      'Fusha «Monedha» ka një vlerë të pavlefshme.',
    );
    expectError(
      await t
        .http()
        .put('/api/business')
        .set(bearer(albanian.token))
        .send({ ...details, vatRate: 100 }),
      400,
      'Fusha «TVSH» mund të jetë deri në 99,99.',
    );
  });
});
