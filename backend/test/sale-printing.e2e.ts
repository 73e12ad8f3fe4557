import { randomUUID } from 'node:crypto';
import type {
  PaymentCreatedResponse,
  PrintJobCreatedResponse,
  PrintJobResponse,
  StationClaimResponse,
  StationDocumentResponse,
} from '@repair-shop/contracts';
import type { AlbaniaCisDouble } from './fiscal-doubles/albania-cis-double';
import { albanianShop, startFiscalTestApp } from './support/albanian-shop';
import { pairedStation } from './support/print-stations';
import { bearer, createJob, createShop, expectError, expectStatus, type Shop, type TestApp } from './support/test-app';

/**
 * A counter sale's receipt and invoice sent to a print station: queued for the shop's sale only, claimed once by
 * the station, which draws it from the sale; the sale's fiscal document's prints are counted at the claim.
 * The sales are written by SQL as the sales module writes them (that module is built beside this one).
 */
describe('printing a sale at a print station', () => {
  let t: TestApp;
  let cis: AlbaniaCisDouble;

  beforeAll(async () => {
    ({ t, cis } = await startFiscalTestApp());
  });
  afterAll(async () => {
    await t.close();
    await cis.close();
  });

  let number = 0;
  /** A sale of three lines (a phone with its warranty, two cases with 2.00 off, a charger), 1.00 off, split payment. */
  const insertSale = async (shop: Shop, fields: { kind?: 'sale' | 'return'; originalSaleId?: string } = {}) => {
    const id = randomUUID();
    number += 1;
    await t.db.query(
      `INSERT INTO sales (id, business_id, number, kind, original_sale_id, client_name, client_phone, subtotal, discount,
                          total, paid, change, currency, author_id, author_name, created_at)
       VALUES ($1, $2, $3, $4, $5, 'Ëmira Çollaku', '044123456', 146, 1, 145, 160, 15, 'ALL', $6, 'Besart Krasniqi', now())`,
      [id, shop.business.id, number, fields.kind ?? 'sale', fields.originalSaleId ?? null, shop.user.id],
    );
    const lines: [string, string, number, string, string, string, string, string | null, string | null][] = [
      ['unit', 'Samsung Galaxy A15', 1, '120', '0', '120', '119.17', '356789012345678', '2027-11-24'],
      ['product', 'Mbështjellëse silikoni', 2, '8', '2', '14', '13.90', null, null],
      ['quick', 'Karikues USB-C', 1, '12', '0', '12', '11.93', null, null],
    ];
    for (const [index, [kind, name, quantity, price, discount, total, net, serial, warranty]] of lines.entries()) {
      await t.db.query(
        `INSERT INTO sale_lines (id, sale_id, line_no, business_id, kind, name, serial, quantity, unit_price, discount, total,
                                 net_total, vat_rate, warranty_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          randomUUID(),
          id,
          index + 1,
          shop.business.id,
          kind,
          name,
          serial,
          quantity,
          price,
          discount,
          total,
          net,
          kind === 'quick' ? '6.00' : null,
          warranty,
        ],
      );
    }
    await t.db.query(
      `INSERT INTO sale_payments (sale_id, line_no, method, amount) VALUES ($1, 1, 'card', 100), ($1, 2, 'cash', 60)`,
      [id],
    );
    return id;
  };
  const refused = (response: Awaited<ReturnType<typeof send>>, status: number, code: string) => {
    expectError(response, status);
    expect((response.body as { code: string }).code).toBe(code);
  };
  const send = (shop: Shop, saleId: string, body: Record<string, unknown>) =>
    t.http().post(`/api/sales/${saleId}/print`).set(bearer(shop.token)).send(body);
  const claim = async (credential: string): Promise<NonNullable<StationClaimResponse['printJob']>> => {
    const response = await t.http().post('/api/station/jobs/claim').set(bearer(credential)).send({});
    expectStatus(response, 200);
    const { printJob } = response.body as StationClaimResponse;
    if (!printJob) throw new Error('nothing waited for the station');
    return printJob;
  };
  const documentOf = async (credential: string, printJobId: string): Promise<StationDocumentResponse> => {
    const response = await t.http().get(`/api/station/jobs/${printJobId}/document`).set(bearer(credential));
    expectStatus(response, 200);
    return response.body as StationDocumentResponse;
  };

  it('sends a sale’s receipt, which the station claims once and draws from the sale; the invoice is A4', async () => {
    const shop = await createShop(t, { firstName: 'Besart', lastName: 'Krasniqi' });
    const station = await pairedStation(t, shop.token);
    const saleId = await insertSale(shop);

    const sent = await send(shop, saleId, { stationId: station.id, document: 'sale_receipt', size: '58', copies: 2 });
    expectStatus(sent, 201);
    const { printJob } = sent.body as PrintJobCreatedResponse;
    expect(printJob).toMatchObject({
      jobId: null,
      saleId,
      ticket: `SH-${number}`,
      clientName: 'Ëmira Çollaku',
      document: 'sale_receipt',
      size: '58',
      copies: 2,
      state: 'queued',
      requestedBy: { name: 'Besart Krasniqi' },
    });
    expectStatus(await send(shop, saleId, { stationId: station.id, document: 'sale_invoice' }), 201);

    const taken = await claim(station.credential);
    expect(taken).toMatchObject({ id: printJob.id, saleId, state: 'printing' });
    const drawn = await documentOf(station.credential, taken.id);
    expect(drawn.detail).toBeNull();
    expect(drawn.fiscalDocuments).toEqual([]);
    expect(drawn.fiscalPrintsBefore).toEqual({});
    expect(drawn.originalSale).toBeNull();
    expect(drawn.sale).toMatchObject({
      id: saleId,
      kind: 'sale',
      client: { name: 'Ëmira Çollaku', phone: '044123456' },
      subtotal: '146.00',
      discount: '1.00',
      total: '145.00',
      paid: '160.00',
      change: '15.00',
      soldBy: { id: shop.user.id, name: 'Besart Krasniqi' },
      fiscalDocument: null,
      payments: [
        { method: 'card', amount: '100.00' },
        { method: 'cash', amount: '60.00' },
      ],
    });
    expect(drawn.sale!.lines).toEqual([
      expect.objectContaining({ name: 'Samsung Galaxy A15', serial: '356789012345678', warrantyUntil: '2027-11-24' }),
      expect.objectContaining({ quantity: 2, unitPrice: '8.00', discount: '2.00', netTotal: '13.90', vatRate: null }),
      expect.objectContaining({ kind: 'quick', vatRate: '6.00', warrantyUntil: null }),
    ]);
    expect(drawn.sale!.lines[0]).not.toHaveProperty('costPrice');

    const invoice = await claim(station.credential);
    expect(invoice).toMatchObject({ document: 'sale_invoice', size: null, saleId });
    const printed = await t
      .http()
      .post(`/api/station/jobs/${invoice.id}/done`)
      .set(bearer(station.credential))
      .send({ claim: invoice.claim });
    expectStatus(printed, 200);

    const history = await t.http().get(`/api/sales/${saleId}/print-jobs`).set(bearer(shop.token));
    expectStatus(history, 200);
    expect((history.body as PrintJobResponse[]).map(({ document, state }) => [document, state])).toEqual([
      ['sale_invoice', 'printed'],
      ['sale_receipt', 'printing'],
    ]);

    // Reprinted from the station's history: the same sale's receipt, queued again.
    const reprint = await t
      .http()
      .post(`/api/station/jobs/${taken.id}/reprint`)
      .set(bearer(station.credential))
      .send({});
    expectStatus(reprint, 201);
    expect(reprint.body).toMatchObject({ saleId, document: 'sale_receipt', size: '58', copies: 2, requestedBy: null });
  });

  it('answers 404 for another shop’s sale or station and a sale that does not exist, 400 for a job’s document', async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const station = await pairedStation(t, shop.token);
    const othersStation = await pairedStation(t, other.token);
    const othersSale = await insertSale(other);
    const saleId = await insertSale(shop);

    refused(await send(shop, othersSale, { stationId: station.id, document: 'sale_receipt' }), 404, 'SALE_NOT_FOUND');
    refused(await send(shop, randomUUID(), { stationId: station.id, document: 'sale_receipt' }), 404, 'SALE_NOT_FOUND');
    refused(await send(shop, 'not-a-sale', { stationId: station.id, document: 'sale_receipt' }), 404, 'SALE_NOT_FOUND');
    refused(
      await send(shop, saleId, { stationId: othersStation.id, document: 'sale_receipt' }),
      404,
      'PRINT_STATION_NOT_FOUND',
    );
    expectStatus(await send(shop, saleId, { stationId: station.id, document: 'label' }), 400);
    expectStatus(await send(shop, saleId, { stationId: station.id, document: 'sale_receipt', size: '10x4' }), 400);
    refused(await t.http().get(`/api/sales/${othersSale}/print-jobs`).set(bearer(shop.token)), 404, 'SALE_NOT_FOUND');
    // A job's print takes no sale's document.
    const job = await createJob(t, shop.token, shop.worker.id);
    expectStatus(
      await t
        .http()
        .post(`/api/jobs/${job.id}/print`)
        .set(bearer(shop.token))
        .send({ stationId: station.id, document: 'sale_receipt' }),
      400,
    );
    // Nothing reached either station.
    const none = await t.http().post('/api/station/jobs/claim').set(bearer(othersStation.credential)).send({});
    expect((none.body as StationClaimResponse).printJob).toBeNull();
    const count = await t.db.query(`SELECT COUNT(*)::int AS n FROM print_jobs WHERE business_id = $1`, [
      shop.business.id,
    ]);
    expect(count[0].n).toBe(0);
  });

  it('refuses a print job naming both a job and a sale, or neither', async () => {
    const shop = await createShop(t);
    const station = await pairedStation(t, shop.token);
    const saleId = await insertSale(shop);
    const job = await createJob(t, shop.token, shop.worker.id);
    const insert = (jobId: string | null, sale: string | null, document: string) =>
      t.db.query(
        `INSERT INTO print_jobs (id, business_id, station_id, job_id, sale_id, document, copies, state, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 1, 'queued', now())`,
        [randomUUID(), shop.business.id, station.id, jobId, sale, document],
      );
    await expect(insert(job.id, saleId, 'sale_receipt')).rejects.toThrow(/print_jobs_subject_check/);
    // Naming neither, no document fits it either: whichever check PostgreSQL reports first refuses it.
    await expect(insert(null, null, 'sale_receipt')).rejects.toThrow(/print_jobs_(subject|document)_check/);
    await expect(insert(job.id, null, 'sale_receipt')).rejects.toThrow(/print_jobs_document_check/);
  });

  it('counts the prints of the sale’s fiscal document at the claim: the first copy the original, the rest copies', async () => {
    const shop = await albanianShop(t, cis);
    const station = await pairedStation(t, shop.token);
    // A real fiscalized Albanian document, made by a payment, then made the sale's as the sales module makes it.
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 3000 });
    const paid = await t
      .http()
      .post(`/api/jobs/${job.id}/payments`)
      .set(bearer(shop.token))
      .send({ amount: 145, method: 'cash', kind: 'payment' });
    expectStatus(paid, 201);
    const fiscalId = (paid.body as PaymentCreatedResponse).fiscalDocument!.id;
    const saleId = await insertSale(shop);
    await t.db.query(`UPDATE fiscal_documents SET job_id = NULL, payment_id = NULL, sale_id = $2 WHERE id = $1`, [
      fiscalId,
      saleId,
    ]);
    const printCount = async () =>
      (await t.db.query(`SELECT print_count FROM fiscal_documents WHERE id = $1`, [fiscalId]))[0].print_count;

    expectStatus(await send(shop, saleId, { stationId: station.id, document: 'sale_receipt', copies: 2 }), 201);
    const first = await claim(station.credential);
    const drawn = await documentOf(station.credential, first.id);
    expect(drawn.fiscalDocuments.map(({ id }) => id)).toEqual([fiscalId]);
    expect(drawn.sale!.fiscalDocument).toMatchObject({ id: fiscalId, status: 'fiscalized', fic: expect.any(String) });
    expect(drawn.fiscalPrintsBefore).toEqual({ [fiscalId]: 0 });
    expect(await printCount()).toBe(2);
    // Read again: nothing more counted.
    expect(await documentOf(station.credential, first.id)).toEqual(drawn);
    expect(await printCount()).toBe(2);

    expectStatus(await send(shop, saleId, { stationId: station.id, document: 'sale_invoice' }), 201);
    const invoice = await claim(station.credential);
    expect((await documentOf(station.credential, invoice.id)).fiscalPrintsBefore).toEqual({ [fiscalId]: 2 });
    expect(await printCount()).toBe(3);

    // A return of it: the station reads the sale it takes back, for its number and the document it corrects.
    const returnId = await insertSale(shop, { kind: 'return', originalSaleId: saleId });
    expectStatus(await send(shop, returnId, { stationId: station.id, document: 'sale_receipt' }), 201);
    const back = await documentOf(station.credential, (await claim(station.credential)).id);
    expect(back.sale).toMatchObject({ id: returnId, kind: 'return', originalSaleId: saleId, fiscalDocument: null });
    expect(back.originalSale).toMatchObject({ id: saleId, number: number - 1, fiscalDocument: { id: fiscalId } });
    expect(back.fiscalPrintsBefore).toEqual({});
    expect(await printCount()).toBe(3);
  });
});
