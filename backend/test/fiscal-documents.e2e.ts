import forge from 'node-forge';
import type {
  CashDepositListResponse,
  DayReportResponse,
  FiscalDocumentResponse,
  FiscalPendingResponse,
  JobResponse,
  PartResponse,
  PaymentCreatedResponse,
} from '@repair-shop/contracts';
import { verifyIssuerCode } from '../src/modules/fiscal/albania/iic';
import { FiscalDocumentSender } from '../src/modules/fiscal/documents/fiscal-document-sender.service';
import { AlbaniaCisDouble } from './fiscal-doubles/albania-cis-double';
import {
  bearer,
  createJob,
  createShop,
  expectError,
  expectStatus,
  jobRequest,
  staffLogin,
  type Shop,
  type TestApp,
} from './support/test-app';
import {
  OPERATOR,
  SOFTWARE_CODE,
  TCR,
  UNIT,
  albanianShop as shopIn,
  startFiscalTestApp,
  validity,
} from './support/albanian-shop';
import { testCertificate } from './support/test-certificates';

describe('fiscal documents of payments (Albania: NSLF, the CIS, offline and the outbox)', () => {
  let t: TestApp;
  let cis: AlbaniaCisDouble;
  let sender: FiscalDocumentSender;

  beforeAll(async () => {
    ({ t, cis } = await startFiscalTestApp());
    sender = t.app.get(FiscalDocumentSender);
  });
  afterEach(() => {
    cis.reachability = 'online';
  });
  afterAll(async () => {
    await t.close();
    await cis.close();
  });

  const albanianShop = (options: { registered?: boolean; ready?: boolean } = {}) => shopIn(t, cis, options);

  const pay = (shop: Shop, jobId: string, body: object) =>
    t.http().post(`/api/jobs/${jobId}/payments`).set(bearer(shop.token)).send(body);
  const documentsOf = async (shop: Shop, jobId: string): Promise<FiscalDocumentResponse[]> => {
    const response = await t.http().get(`/api/jobs/${jobId}/fiscal-documents`).set(bearer(shop.token));
    expectStatus(response, 200);
    return response.body as FiscalDocumentResponse[];
  };
  const pending = async (shop: Shop): Promise<FiscalPendingResponse> => {
    const response = await t.http().get('/api/fiscal/pending').set(bearer(shop.token));
    expectStatus(response, 200);
    return response.body as FiscalPendingResponse;
  };
  const paymentRows = async (jobId: string): Promise<number> =>
    (await t.db.query(`SELECT COUNT(*)::int AS n FROM payments WHERE job_id = $1`, [jobId]))[0].n;

  async function jobWithPart(shop: Shop): Promise<JobResponse> {
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 2500 });
    const part = await t
      .http()
      .post('/api/parts')
      .set(bearer(shop.token))
      .send({ name: 'Ekran Samsung S21', costPrice: 4000, salePrice: 6000, quantity: 3, lowStockLevel: 0 });
    expectStatus(part, 201);
    const partId = (part.body as { part: PartResponse }).part.id;
    expectStatus(
      await t.http().post(`/api/jobs/${job.id}/parts`).set(bearer(shop.token)).send({ partId, quantity: 1 }),
      201,
    );
    return job;
  }

  it('refuses the money of a shop whose fiscal profile is not complete, naming what is missing, and records nothing', async () => {
    const shop = await albanianShop({ ready: false });
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 1000 });
    const response = await pay(shop, job.id, { amount: 1000, method: 'cash', kind: 'payment' });
    expectError(response, 409, /kodi i arkës \(TCR\), certifikata e fiskalizimit, kodi i operatorit/);
    expect((response.body as { code: string }).code).toBe('FISCAL_NOT_READY');
    expect(await paymentRows(job.id)).toBe(0);
  });

  it('fiscalizes a payment of the whole job at once: its labour and part as items, the NIVF, an NSLF an auditor can recompute', async () => {
    const shop = await albanianShop();
    const job = await jobWithPart(shop);
    const response = await pay(shop, job.id, { amount: 8500, method: 'cash', kind: 'payment' });
    expectStatus(response, 201);
    const document = (response.body as PaymentCreatedResponse).fiscalDocument;
    expect(document).toMatchObject({
      country: 'albania',
      kind: 'sale',
      jobId: job.id,
      paymentId: (response.body as PaymentCreatedResponse).payment.id,
      number: `1/2026/${TCR}`,
      ordinal: 1,
      total: '8500.00',
      currency: 'ALL',
      status: 'fiscalized',
      offline: false,
      businessUnitCode: UNIT,
      tcrCode: TCR,
      softwareCode: SOFTWARE_CODE,
      operatorCode: OPERATOR,
      error: null,
      attempts: 1,
      printCount: 0,
    });
    expect(document?.issuedAt).toMatch(/^2026-01-15T\d{2}:\d{2}:\d{2}\+01:00$/);
    expect(document?.fic).toBe(cis.ficOf(document!.id));
    // The NSLF from the answer alone (and the NIPT the auditor knows), with the certificate's public key.
    const certificate = forge.pki.certificateToPem(testCertificate({ nipt: shop.nipt, ...validity }));
    expect(
      verifyIssuerCode(
        {
          issuerNipt: shop.nipt,
          issueDateTime: document!.issuedAt,
          invoiceNumber: document!.number,
          businessUnitCode: document!.businessUnitCode!,
          tcrCode: document!.tcrCode!,
          softwareCode: document!.softwareCode!,
          totalPrice: document!.total,
        },
        { iic: document!.iic!, iicSignature: document!.iicSignature! },
        certificate,
      ),
    ).toBe(true);
    expect(document?.verificationUrl).toContain(`iic=${document!.iic}`);
    const sent = cis.received.find((request) => request.uuid === document!.id)!;
    expect(sent.xml).toContain('N="Riparim: Samsung Galaxy S21"');
    expect(sent.xml).toContain('N="Ekran Samsung S21"');
    expect(sent.xml).toContain('Type="BANKNOTE"');
    expect(sent.xml).not.toContain('SubseqDelivType');
    expect(await documentsOf(shop, job.id)).toEqual([document]);
  });

  it('makes a deposit taken with a new job a fiscal document of its own, a one-line advance', async () => {
    const shop = await albanianShop();
    const created = await t
      .http()
      .post('/api/jobs')
      .set(bearer(shop.token))
      .send(jobRequest(shop.worker.id, { estimatedPrice: 3000, deposit: { amount: 1000, method: 'card' } }));
    expectStatus(created, 201);
    const jobId = (created.body as { job: JobResponse }).job.id;
    const [deposit] = await documentsOf(shop, jobId);
    expect(deposit).toMatchObject({ kind: 'sale', total: '1000.00', status: 'fiscalized', number: `1/2026/${TCR}` });
    const sent = cis.received.find((request) => request.uuid === deposit!.id)!;
    expect(sent.xml).toContain(`N="Paradhënie për riparimin ${jobId.slice(-6).toUpperCase()}"`);
    expect(sent.xml).toContain('Type="CARD"');
  });

  it('prints the receipt at once when the CIS cannot be reached, and the outbox sends it later as a subsequent delivery, once', async () => {
    const shop = await albanianShop();
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 1200 });
    cis.reachability = 'refuse-connections';
    const response = await pay(shop, job.id, { amount: 1200, method: 'cash', kind: 'payment' });
    expectStatus(response, 201);
    const document = (response.body as PaymentCreatedResponse).fiscalDocument!;
    expect(document).toMatchObject({ status: 'pending', offline: true, fic: null, attempts: 1 });
    expect(document.iic).toMatch(/^[0-9A-F]{32}$/);
    expect(document.error).toMatch(/Sistemi i tatimeve nuk u arrit/);
    expect(await pending(shop)).toEqual({
      documents: [document],
      total: 1,
      overdue: 0,
      unsignedOverdue: 0,
      unsignedOverdueTills: [],
    });

    // Not due before its wait; still unreachable after it: tried again and kept.
    expect(await sender.deliverDue()).toBe(0);
    t.clock.advance(61_000);
    expect(await sender.deliverDue()).toBe(1);
    expect((await documentsOf(shop, job.id))[0]).toMatchObject({ status: 'pending', attempts: 2 });

    cis.reachability = 'online';
    t.clock.advance(25 * 60 * 60 * 1000);
    expect((await pending(shop)).overdue).toBe(1);
    expect(await sender.deliverDue()).toBeGreaterThanOrEqual(1);
    const [sent] = await documentsOf(shop, job.id);
    expect(sent).toMatchObject({ status: 'fiscalized', offline: true, error: null, attempts: 3 });
    expect(sent!.fic).toBe(cis.ficOf(document.id));
    // The same invoice as printed: number, date-time and NSLF unchanged, sent after the fact.
    expect(sent).toMatchObject({ number: document.number, issuedAt: document.issuedAt, iic: document.iic });
    const delivered = cis.received.filter((request) => request.uuid === document.id);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.xml).toContain('SubseqDelivType="NOINTERNET"');
    expect(await pending(shop)).toEqual({
      documents: [],
      total: 0,
      overdue: 0,
      unsignedOverdue: 0,
      unsignedOverdueTills: [],
    });
    expect(await sender.deliverDue()).toBe(0);
  });

  it('resends an invoice whose answer came too late with the same UUID: the CIS keeps one, and its NIVF is the one kept', async () => {
    const shop = await albanianShop();
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 500 });
    cis.reachability = 'answer-late';
    const response = await pay(shop, job.id, { amount: 500, method: 'cash', kind: 'payment' });
    const document = (response.body as PaymentCreatedResponse).fiscalDocument!;
    expect(document).toMatchObject({ status: 'pending', offline: true });
    // The CIS registered it meanwhile (its answer was lost).
    await new Promise((resolve) => setTimeout(resolve, 3600));
    const firstFic = cis.ficOf(document.id);
    expect(firstFic).toBeDefined();
    cis.reachability = 'online';
    t.clock.advance(61_000);
    await sender.deliverDue();
    const [sent] = await documentsOf(shop, job.id);
    expect(sent).toMatchObject({ status: 'fiscalized', fic: firstFic });
  });

  it('keeps the CIS’s refusal, in its words, and does not send a refused document again', async () => {
    const shop = await albanianShop({ registered: false });
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 700 });
    const response = await pay(shop, job.id, { amount: 700, method: 'cash', kind: 'payment' });
    expectStatus(response, 201);
    const document = (response.body as PaymentCreatedResponse).fiscalDocument!;
    expect(document).toMatchObject({ status: 'failed', fic: null });
    expect(document.error).toBe('Sistemi i tatimeve e refuzoi faturën (kodi 35): Certificate is not issued by NAIS.');
    t.clock.advance(2 * 60 * 60 * 1000);
    const before = cis.received.length;
    await sender.deliverDue();
    expect(cis.received.length).toBe(before);
    expect((await pending(shop)).total).toBe(0);
    // The day close counts it among the day's refused documents.
    const day = await t
      .http()
      .get(`/api/reports/day?date=${document.issuedAt.slice(0, 10)}`)
      .set(bearer(shop.token));
    expectStatus(day, 200);
    expect((day.body as DayReportResponse).fiscal).toEqual({ fiscalized: 0, pending: 0, failed: 1 });
  });

  it('takes cash invoices made before the day’s initial cash, counts them for the day close, and counts cash in the drawer', async () => {
    const shop = await albanianShop();
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 3000 });
    const today = async (day?: string): Promise<CashDepositListResponse> => {
      const response = await t.http().get('/api/fiscal/cash-deposits').query({ day }).set(bearer(shop.token));
      expectStatus(response, 200);
      return response.body as CashDepositListResponse;
    };
    // The money was taken: the payment is recorded and fiscalized, never refused for the missing initial cash.
    const early = await pay(shop, job.id, { amount: 1000, method: 'cash', kind: 'payment' });
    expectStatus(early, 201);
    const issued = (early.body as PaymentCreatedResponse).fiscalDocument!;
    expect(issued.status).toBe('fiscalized');
    // Albania's day of the test clock, which earlier tests moved on.
    const day = issued.issuedAt.slice(0, 10);
    expectStatus(await pay(shop, job.id, { amount: 500, method: 'card', kind: 'payment' }), 201);
    // A bank transfer is a non-cash invoice, numbered on the business unit: not the register's.
    expectStatus(await pay(shop, job.id, { amount: 200, method: 'bank', kind: 'payment' }), 201);
    const before = await today();
    expect(before).toMatchObject({ day, initialRegistered: false, fiscalRegister: true });
    expect(before.cashInvoicesBeforeInitial).toBe(2);

    t.clock.advance(60_000);
    const initial = await t
      .http()
      .post('/api/fiscal/cash-deposits')
      .set(bearer(shop.token))
      .send({ amount: '300', operation: 'initial' });
    expectStatus(initial, 201);
    t.clock.advance(60_000);
    expectStatus(await pay(shop, job.id, { amount: 400, method: 'cash', kind: 'payment' }), 201);
    expectStatus(await pay(shop, job.id, { amount: 100, method: 'cash', kind: 'refund' }), 201);
    expect(await today()).toMatchObject({ initialRegistered: true, cashInvoicesBeforeInitial: 2 });
    expect((await today('2026-01-01')).cashInvoicesBeforeInitial).toBe(0);
    // Another shop's day counts none of them.
    const other = await albanianShop();
    const othersDay = await t.http().get('/api/fiscal/cash-deposits').set(bearer(other.token));
    expect(othersDay.body).toMatchObject({ fiscalRegister: true, cashInvoicesBeforeInitial: 0 });

    const report = await t.http().get('/api/reports/day').query({ date: day }).set(bearer(shop.token));
    expectStatus(report, 200);
    // 300 initial + 1000 + 400 in cash - 100 given back in cash; the card's and the bank's money is not in the drawer.
    expect((report.body as DayReportResponse).cashDrawer).toEqual({
      initial: 300,
      deposits: 0,
      withdrawals: 0,
      cashNet: 1300,
      expected: 1600,
    });
  });

  it('makes a refund a corrective invoice that names the sale, with a negative total', async () => {
    const shop = await albanianShop();
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 2000 });
    const sale = (
      (await pay(shop, job.id, { amount: 2000, method: 'cash', kind: 'payment' })).body as PaymentCreatedResponse
    ).fiscalDocument!;
    const response = await pay(shop, job.id, { amount: 500, method: 'cash', kind: 'refund' });
    expectStatus(response, 201);
    const refund = (response.body as PaymentCreatedResponse).fiscalDocument!;
    expect(refund).toMatchObject({
      kind: 'refund',
      correctsId: sale.id,
      total: '-500.00',
      number: `2/2026/${TCR}`,
      status: 'fiscalized',
    });
    const sent = cis.received.find((request) => request.uuid === refund.id)!;
    expect(sent.xml).toContain(`IICRef="${sale.iic}"`);
    expect(sent.xml).toContain('Type="CORRECTIVE"');
    expect((await documentsOf(shop, job.id)).map((document) => document.kind)).toEqual(['sale', 'refund']);
  });

  it('numbers a register’s invoices without gaps or repeats when two tills take money at once; a bank payment has its own numbers', async () => {
    const shop = await albanianShop();
    const jobs = await Promise.all(
      Array.from({ length: 8 }, () => createJob(t, shop.token, shop.worker.id, { estimatedPrice: 100 })),
    );
    const responses = await Promise.all(
      jobs.map((job) => pay(shop, job.id, { amount: 100, method: 'cash', kind: 'payment' })),
    );
    for (const response of responses) expectStatus(response, 201);
    const ordinals = responses.map((response) => (response.body as PaymentCreatedResponse).fiscalDocument!.ordinal);
    expect([...ordinals].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const bank = await pay(shop, jobs[0]!.id, { amount: 50, method: 'bank', kind: 'payment' });
    expectStatus(bank, 201);
    expect((bank.body as PaymentCreatedResponse).fiscalDocument).toMatchObject({
      number: '1/2026',
      tcrCode: null,
      status: 'fiscalized',
    });
    // Nine payments, each with its first try at the CIS: more time than one request needs, for a loaded machine.
  }, 90_000);

  it('says "Kopje" from a receipt’s second print on; a technician reads the job’s documents, another shop finds none', async () => {
    const shop = await albanianShop();
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 300 });
    const document = (
      (await pay(shop, job.id, { amount: 300, method: 'cash', kind: 'payment' })).body as PaymentCreatedResponse
    ).fiscalDocument!;
    const print = () => t.http().post(`/api/fiscal/documents/${document.id}/prints`).set(bearer(shop.token));
    expect((await print()).body).toEqual({ copy: false, printCount: 1 });
    expect((await print()).body).toEqual({ copy: true, printCount: 2 });
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    const seen = await t.http().get(`/api/jobs/${job.id}/fiscal-documents`).set(bearer(technician));
    expectStatus(seen, 200);
    expect((seen.body as FiscalDocumentResponse[])[0]).toMatchObject({ id: document.id, printCount: 2 });

    const other = await createShop(t);
    expectStatus(await t.http().get(`/api/jobs/${job.id}/fiscal-documents`).set(bearer(other.token)), 404);
    expectStatus(await t.http().post(`/api/fiscal/documents/${document.id}/prints`).set(bearer(other.token)), 404);
    expect(await pending(other)).toEqual({
      documents: [],
      total: 0,
      overdue: 0,
      unsignedOverdue: 0,
      unsignedOverdueTills: [],
    });
  });

  it('signs a staff member’s invoices with their own operator code; two logins never share one', async () => {
    const shop = await albanianShop();
    const manager = await staffLogin(t, shop.token, shop.worker.id, 'manager');
    const other = (
      await t
        .http()
        .post('/api/workers')
        .set(bearer(shop.token))
        .send({ firstName: 'Blerta', lastName: 'Hoxha', phoneNumber: '069 333 4444' })
    ).body as { worker: { id: string } };
    await staffLogin(t, shop.token, other.worker.id, 'technician');
    const setCode = (workerId: string, operatorCode: string | null) =>
      t.http().put(`/api/workers/${workerId}/login/operator-code`).set(bearer(shop.token)).send({ operatorCode });
    expectError(await setCode(shop.worker.id, 'AB123'), 400, /Kodi i operatorit ka 2 shkronja/);
    expectStatus(await setCode(shop.worker.id, 'mn123ab456'), 200);
    const taken = await setCode(other.worker.id, 'mn123ab456');
    expectError(taken, 409, /i përket një llogarie tjetër/);
    expect((taken.body as { field: string }).field).toBe('operatorCode');
    const workers = (await t.http().get('/api/workers').set(bearer(shop.token))).body as {
      id: string;
      login: { operatorCode: string | null } | null;
    }[];
    expect(workers.find((worker) => worker.id === shop.worker.id)?.login?.operatorCode).toBe('mn123ab456');

    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 400 });
    const byManager = await t
      .http()
      .post(`/api/jobs/${job.id}/payments`)
      .set(bearer(manager))
      .send({ amount: 400, method: 'cash', kind: 'payment' });
    expectStatus(byManager, 201);
    expect((byManager.body as PaymentCreatedResponse).fiscalDocument).toMatchObject({
      operatorCode: 'mn123ab456',
      status: 'fiscalized',
    });
    // Without a code of their own, a login's invoices carry the owner's.
    expectStatus(await setCode(shop.worker.id, null), 200);
    const second = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 100 });
    const again = await t
      .http()
      .post(`/api/jobs/${second.id}/payments`)
      .set(bearer(manager))
      .send({ amount: 100, method: 'cash', kind: 'payment' });
    expect((again.body as PaymentCreatedResponse).fiscalDocument).toMatchObject({ operatorCode: OPERATOR });
  });

  it('keeps a shop without a fiscal profile as it was: its payments make no document', async () => {
    const shop = await createShop(t);
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 20 });
    const response = await pay(shop, job.id, {
      amount: 20,
      method: 'cash',
      kind: 'payment',
      fiscalReceiptNumber: 'K-77',
    });
    expectStatus(response, 201);
    expect((response.body as PaymentCreatedResponse).fiscalDocument).toBeNull();
    expect(await documentsOf(shop, job.id)).toEqual([]);
  });
});
