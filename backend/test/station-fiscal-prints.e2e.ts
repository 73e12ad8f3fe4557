import type { PaymentCreatedResponse, StationClaimResponse, StationDocumentResponse } from '@repair-shop/contracts';
import type { AlbaniaCisDouble } from './fiscal-doubles/albania-cis-double';
import { albanianShop, startFiscalTestApp } from './support/albanian-shop';
import { bearer, createJob, createShop, expectStatus, type Shop, type TestApp } from './support/test-app';
import { pairedStation } from './support/print-stations';

/**
 * A print station prints a payment receipt or an invoice with its fiscal documents, and counts their prints
 * when it claims the document: the first print of a document is the original, every later one a copy.
 */
describe('print stations and fiscal documents', () => {
  let t: TestApp;
  let cis: AlbaniaCisDouble;

  beforeAll(async () => {
    ({ t, cis } = await startFiscalTestApp());
  });
  afterAll(async () => {
    await t.close();
    await cis.close();
  });

  const pay = async (shop: Shop, jobId: string, amount: number, kind = 'payment'): Promise<PaymentCreatedResponse> => {
    const response = await t
      .http()
      .post(`/api/jobs/${jobId}/payments`)
      .set(bearer(shop.token))
      .send({ amount, method: 'cash', kind });
    expectStatus(response, 201);
    return response.body as PaymentCreatedResponse;
  };
  const send = async (shop: Shop, jobId: string, body: Record<string, unknown>): Promise<void> => {
    expectStatus(await t.http().post(`/api/jobs/${jobId}/print`).set(bearer(shop.token)).send(body), 201);
  };
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
  const printCounts = async (jobId: string): Promise<number[]> =>
    (await t.db.query(`SELECT print_count FROM fiscal_documents WHERE job_id = $1 ORDER BY seq`, [jobId])).map(
      (row: { print_count: number }) => row.print_count,
    );

  it('counts a payment receipt’s copies at the claim: the first print the original, a reprint after them; a GET changes nothing', async () => {
    const shop = await albanianShop(t, cis);
    const station = await pairedStation(t, shop.token);
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 3000 });
    const deposit = await pay(shop, job.id, 1000, 'deposit');
    const payment = await pay(shop, job.id, 2000);
    const fiscalId = payment.fiscalDocument!.id;

    await send(shop, job.id, { stationId: station.id, document: 'payment_receipt', size: '80', copies: 2 });
    const first = await claim(station.credential);
    expect(first).toMatchObject({ document: 'payment_receipt', paymentId: payment.payment.id, copies: 2 });
    const drawn = await documentOf(station.credential, first.id);
    // Every document of the job that prints (a refund's receipt names the sale it corrects), the receipt's counted.
    expect(drawn.fiscalDocuments.map(({ id }) => id)).toEqual([deposit.fiscalDocument!.id, fiscalId]);
    expect(drawn.fiscalDocuments[1]).toMatchObject({ status: 'fiscalized', fic: expect.any(String), printCount: 2 });
    expect(drawn.fiscalPrintsBefore).toEqual({ [fiscalId]: 0 });
    expect(await printCounts(job.id)).toEqual([0, 2]);
    // Read again (a retry, a reload): nothing more is counted, the answer is the same.
    expect(await documentOf(station.credential, first.id)).toEqual(drawn);
    expect(await printCounts(job.id)).toEqual([0, 2]);

    expectStatus(
      await t.http().post(`/api/station/jobs/${first.id}/reprint`).set(bearer(station.credential)).send({}),
      201,
    );
    const reprint = await claim(station.credential);
    expect((await documentOf(station.credential, reprint.id)).fiscalPrintsBefore).toEqual({ [fiscalId]: 2 });
    expect(await printCounts(job.id)).toEqual([0, 4]);
  });

  it('counts every document of the job an invoice carries, and no document for a label or an intake receipt', async () => {
    const shop = await albanianShop(t, cis);
    const station = await pairedStation(t, shop.token);
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 3000 });
    const deposit = await pay(shop, job.id, 1000, 'deposit');
    const payment = await pay(shop, job.id, 2000);
    await send(shop, job.id, { stationId: station.id, document: 'payment_receipt', paymentId: deposit.payment.id });
    await claim(station.credential);

    await send(shop, job.id, { stationId: station.id, document: 'label' });
    await send(shop, job.id, { stationId: station.id, document: 'intake_receipt' });
    for (const printJob of [await claim(station.credential), await claim(station.credential)]) {
      const drawn = await documentOf(station.credential, printJob.id);
      expect(drawn.fiscalDocuments).toHaveLength(2);
      expect(drawn.fiscalPrintsBefore).toEqual({});
    }
    expect(await printCounts(job.id)).toEqual([1, 0]);

    await send(shop, job.id, { stationId: station.id, document: 'invoice', copies: 2 });
    const invoice = await claim(station.credential);
    expect((await documentOf(station.credential, invoice.id)).fiscalPrintsBefore).toEqual({
      [deposit.fiscalDocument!.id]: 1,
      [payment.fiscalDocument!.id]: 0,
    });
    expect(await printCounts(job.id)).toEqual([3, 2]);
  });

  it('prints as before in a shop without fiscal documents, and another shop’s station sees none of it', async () => {
    const shop = await createShop(t);
    const station = await pairedStation(t, shop.token);
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 40 });
    const payment = await pay(shop, job.id, 40);
    expect(payment.fiscalDocument).toBeNull();
    await send(shop, job.id, { stationId: station.id, document: 'payment_receipt' });
    const printJob = await claim(station.credential);
    const drawn = await documentOf(station.credential, printJob.id);
    expect(drawn).toMatchObject({ fiscalDocuments: [], fiscalPrintsBefore: {} });
    expect(drawn.detail?.payments).toHaveLength(1);

    const albanian = await albanianShop(t, cis);
    const albanianStation = await pairedStation(t, albanian.token);
    const albanianJob = await createJob(t, albanian.token, albanian.worker.id, { estimatedPrice: 1000 });
    await pay(albanian, albanianJob.id, 1000);
    await send(albanian, albanianJob.id, { stationId: albanianStation.id, document: 'invoice' });
    const invoice = await claim(albanianStation.credential);
    const response = await t.http().get(`/api/station/jobs/${invoice.id}/document`).set(bearer(station.credential));
    expectStatus(response, 404);
    expect(JSON.stringify(response.body)).not.toContain(albanianJob.id);
    expect(await printCounts(albanianJob.id)).toEqual([1]);
  });
});
