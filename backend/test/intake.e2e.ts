import type { BusinessResponse, JobDetailResponse, SignatureDrawing } from '@repair-shop/contracts';
import { emptyIntakeChecks } from '@repair-shop/contracts';
import {
  bearer,
  createJob,
  createShop,
  createWorker,
  expectError,
  expectStatus,
  ISO_DATE,
  jobRequest,
  staffLogin,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

const TERMS = 'Servisi nuk përgjigjet për të dhënat në pajisje.\nPajisja e pa marrë pas 90 ditësh shitet.';
const DRAWING: SignatureDrawing = {
  width: 400,
  height: 150,
  strokes: [
    [10, 20, 30, 40, 50, 60],
    [100, 100, 120, 90],
  ],
};

/** The device's condition at intake, the client's signatures under the shop's terms, in the shop's scope. */
describe('intake records and signatures', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    shop = await createShop(t, { firstName: 'Drita', lastName: 'Krasniqi' }, { businessName: 'Servisi Pranimi' });
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = async (token: string, jobId: string): Promise<JobDetailResponse> => {
    const response = await t.http().get(`/api/jobs/${jobId}`).set(bearer(token));
    expectStatus(response, 200);
    return response.body as JobDetailResponse;
  };
  /** PUT /api/business takes the whole business: its details as they are, and the fields to change. */
  const updateBusiness = async (fields: Record<string, unknown>) => {
    const { businessName, contactNumber, country, city } = (await t.http().get('/api/business').set(bearer(shop.token)))
      .body as BusinessResponse;
    return t
      .http()
      .put('/api/business')
      .set(bearer(shop.token))
      .send({ businessName, contactNumber, country, city, ...fields });
  };
  const setTerms = async (terms: string | null): Promise<BusinessResponse> => {
    const response = await updateBusiness({ intakeTerms: terms });
    expectStatus(response, 200);
    return response.body as BusinessResponse;
  };
  const sign = (token: string, jobId: string, body: Record<string, unknown>) =>
    t.http().post(`/api/jobs/${jobId}/signatures`).set(bearer(token)).send(body);
  const setStatus = async (jobId: string, status: string) =>
    expectStatus(await t.http().put(`/api/jobs/${jobId}/status`).set(bearer(shop.token)).send({ status }), 200);

  it('keeps the checklist, what was left and the signature under the terms as they read when the client signed', async () => {
    expect((await setTerms(`  ${TERMS}  `)).intakeTerms).toBe(TERMS);
    const created = await t
      .http()
      .post('/api/jobs')
      .set(bearer(shop.token))
      .send(
        jobRequest(shop.worker.id, {
          intake: {
            checks: { screen: 'damaged', powersOn: 'ok', waterDamage: 'ok' },
            itemsLeft: ['charger', 'simCard'],
            note: '  Gërvishtje në cepin e majtë  ',
          },
          intakeSignature: { drawing: DRAWING },
        }),
      );
    expectStatus(created, 201);
    const jobId = (created.body as { job: { id: string; clientName: string } }).job.id;
    // Terms changed later do not change what was signed.
    await setTerms('Kushte të reja');

    const seen = await detail(shop.token, jobId);
    expect(seen.intake).toEqual({
      checks: { ...emptyIntakeChecks(), screen: 'damaged', powersOn: 'ok', waterDamage: 'ok' },
      itemsLeft: ['charger', 'simCard'],
      note: 'Gërvishtje në cepin e majtë',
      updatedAt: expect.stringMatching(ISO_DATE),
    });
    expect(seen.signatures).toEqual([
      {
        kind: 'intake',
        drawing: DRAWING,
        signerName: 'Vjosa Berisha',
        terms: TERMS,
        signedAt: expect.stringMatching(ISO_DATE),
      },
    ]);
    expect(seen.messages.map((entry) => [entry.message, entry.author?.name])).toContainEqual([
      'Klienti nënshkroi fletëpranimin dhe kushtet e servisit.',
      'Drita Krasniqi',
    ]);
  });

  it('records the checklist later, changes it until the client signs, and never after', async () => {
    const job = await createJob(t, shop.token, shop.worker.id);
    expect((await detail(shop.token, job.id)).intake).toBeNull();
    const put = (body: Record<string, unknown>) =>
      t.http().put(`/api/jobs/${job.id}/intake`).set(bearer(shop.token)).send(body);

    const first = await put({ checks: { cameras: 'damaged' }, itemsLeft: [], note: '' });
    expectStatus(first, 200);
    expect((first.body as { intake: { checks: Record<string, string> } }).intake.checks).toMatchObject({
      cameras: 'damaged',
      screen: 'untested',
    });
    expectStatus(await put({ checks: { cameras: 'ok' }, itemsLeft: ['case'], note: 'Mbulesa e zezë' }), 200);
    const history = (await detail(shop.token, job.id)).messages.map((entry) => entry.message);
    expect(history).toEqual(
      expect.arrayContaining([
        'Gjendja e pajisjes në pranim u regjistrua.',
        'Gjendja e pajisjes në pranim u ndryshua.',
      ]),
    );

    expectStatus(await sign(shop.token, job.id, { kind: 'intake', drawing: DRAWING, signerName: 'Blerta H.' }), 201);
    expectError(await put({ checks: { cameras: 'damaged' }, itemsLeft: [], note: '' }), 409, /nënshkruar/);
    const after = await detail(shop.token, job.id);
    expect(after.intake).toMatchObject({ checks: { cameras: 'ok' }, itemsLeft: ['case'], note: 'Mbulesa e zezë' });
    expect(after.signatures[0]).toMatchObject({ kind: 'intake', signerName: 'Blerta H.', terms: null });
  });

  it('takes the pickup signature once the device is ready, once, and never replaces a signature', async () => {
    const job = await createJob(t, shop.token, shop.worker.id);
    expectError(
      await sign(shop.token, job.id, { kind: 'pickup', drawing: DRAWING }),
      409,
      'Nënshkrimi në marrje merret kur pajisja është gati ose dorëzohet.',
    );
    await setStatus(job.id, 'ready');
    expectStatus(await sign(shop.token, job.id, { kind: 'pickup', drawing: DRAWING }), 201);
    expectError(
      await sign(shop.token, job.id, { kind: 'pickup', drawing: { ...DRAWING, strokes: [[1, 1, 2, 2]] } }),
      409,
      'Kjo punë e ka tashmë «Nënshkrimi në marrje»: një nënshkrim nuk zëvendësohet.',
    );
    const seen = await detail(shop.token, job.id);
    expect(seen.signatures).toEqual([
      expect.objectContaining({ kind: 'pickup', drawing: DRAWING, signerName: 'Vjosa Berisha', terms: null }),
    ]);
    expect(seen.messages.filter((entry) => entry.message === 'Klienti nënshkroi marrjen e pajisjes.')).toHaveLength(1);
  });

  it('refuses a bad checklist or signature in Albanian and creates no job', async () => {
    const countJobs = async () =>
      Number((await t.http().get('/api/jobs').set(bearer(shop.token))).headers['x-total-count']);
    const before = await countJobs();
    const bad: [Record<string, unknown>, string | RegExp][] = [
      [
        { intake: { checks: { speaker: 'ok' }, itemsLeft: [], note: '' } },
        'Fusha «Kontrolli i pajisjes» ka një kontroll ose një gjendje që nuk njihet.',
      ],
      [{ intake: { checks: { screen: 'broken' }, itemsLeft: [], note: '' } }, /Kontrolli i pajisjes/],
      [
        { intake: { checks: {}, itemsLeft: ['wallet'], note: '' } },
        'Fusha «Gjërat e lëna» ka një vlerë të pavlefshme.',
      ],
      [
        { intake: { checks: {}, itemsLeft: ['charger', 'charger'], note: '' } },
        'Fusha «Gjërat e lëna» ka vlera të përsëritura.',
      ],
      [
        { intake: { checks: {}, itemsLeft: [], note: 'x'.repeat(1001) } },
        'Fusha «Shënimi» mund të ketë deri në 1000 karaktere.',
      ],
      [{ intake: 'po' }, /Gjendja në pranim/],
      [
        { intakeSignature: { drawing: { width: 400, height: 150, strokes: [] } } },
        'Nënshkrimi është bosh ose i pavlefshëm: nënshkruani përsëri.',
      ],
      [
        { intakeSignature: { drawing: { width: 400, height: 150, strokes: [[10, 20, 900, 40]] } } },
        /Nënshkrimi është bosh/,
      ],
      [{ intakeSignature: { drawing: { width: 400, height: 150, strokes: [[10, 20, 30]] } } }, /Nënshkrimi është bosh/],
      [{ intakeSignature: { drawing: { width: 400, height: 150, strokes: [['<svg>', 1]] } } }, /Nënshkrimi është bosh/],
      [
        {
          intakeSignature: { drawing: { width: 400, height: 150, strokes: Array.from({ length: 201 }, () => [1, 1]) } },
        },
        /Nënshkrimi është bosh/,
      ],
    ];
    for (const [fields, detailText] of bad) {
      expectError(
        await t
          .http()
          .post('/api/jobs')
          .set(bearer(shop.token))
          .send({ ...jobRequest(shop.worker.id), ...fields }),
        400,
        detailText,
      );
    }
    expect(await countJobs()).toBe(before);
    const job = await createJob(t, shop.token, shop.worker.id);
    expectError(
      await sign(shop.token, job.id, { kind: 'handover', drawing: DRAWING }),
      400,
      'Fusha «Lloji i nënshkrimit» ka një vlerë të pavlefshme.',
    );
    expectError(
      await updateBusiness({ intakeTerms: 'x'.repeat(3001) }),
      400,
      'Fusha «Kushtet e servisit» mund të ketë deri në 3000 karaktere.',
    );
    expect((await setTerms('')).intakeTerms).toBeNull();
  });

  it("keeps each shop's intake records and signatures to itself, and a technician to their own jobs when the shop says so", async () => {
    const job = await createJob(t, shop.token, shop.worker.id);
    const other = await createShop(t, {}, { businessName: 'Servisi Tjetër' });
    expectError(
      await t
        .http()
        .put(`/api/jobs/${job.id}/intake`)
        .set(bearer(other.token))
        .send({ checks: {}, itemsLeft: [], note: '' }),
      404,
    );
    expectError(await sign(other.token, job.id, { kind: 'intake', drawing: DRAWING }), 404);
    expect((await detail(shop.token, job.id)).signatures).toEqual([]);

    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    expectStatus(
      await t
        .http()
        .put(`/api/jobs/${job.id}/intake`)
        .set(bearer(technician))
        .send({ checks: { screen: 'ok' }, itemsLeft: [], note: '' }),
      200,
    );
    const colleague = await createWorker(t, shop.token, { firstName: 'Luan', lastName: 'Berisha' });
    const theirs = await createJob(t, shop.token, colleague.id);
    expectStatus(await updateBusiness({ techniciansSeeOwnJobsOnly: true }), 200);
    expectError(await sign(technician, theirs.id, { kind: 'intake', drawing: DRAWING }), 404);
    expectStatus(await sign(technician, job.id, { kind: 'intake', drawing: DRAWING }), 201);
  });
});
