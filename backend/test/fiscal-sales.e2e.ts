import type { FiscalPendingResponse, PaymentMethod } from '@repair-shop/contracts';
import type { AlbanianInvoice } from '../src/modules/fiscal/albania/cis-invoice';
import { FiscalDocumentIssuer } from '../src/modules/fiscal/documents/fiscal-document-issuer';
import { FiscalDocumentSender } from '../src/modules/fiscal/documents/fiscal-document-sender.service';
import { FiscalDocumentsService } from '../src/modules/fiscal/documents/fiscal-documents.service';
import { FiscalMixedPaymentTypesException } from '../src/modules/fiscal/fiscal.exceptions';
import { AlbaniaCisDouble } from './fiscal-doubles/albania-cis-double';
import { issueSaleDirectly, type DirectSale } from './support/issue-sale-directly';
import { bearer, createShop, expectStatus, type Shop, type TestApp } from './support/test-app';
import { TCR, UNIT, albanianShop, startFiscalTestApp } from './support/albanian-shop';

/**
 * A counter sale's fiscal document, made by issueSale in the sale's transaction on the real database (the sales module
 * calls it; its own API test comes with it): an Albanian invoice with its lines' own VAT rates and several payments, and
 * a return that corrects it.
 */
describe('fiscal documents of counter sales (issueSale, Albania)', () => {
  let t: TestApp;
  let cis: AlbaniaCisDouble;
  let issuer: FiscalDocumentIssuer;
  let sender: FiscalDocumentSender;

  beforeAll(async () => {
    ({ t, cis } = await startFiscalTestApp());
    issuer = t.app.get(FiscalDocumentIssuer);
    sender = t.app.get(FiscalDocumentSender);
  });
  afterAll(async () => {
    await t.close();
    await cis.close();
  });

  /** The sales row the document names (its foreign key), as the sales module writes it first. */
  /** issueSale in a transaction of its own, as the sales module calls it: the sale's id and the document's. */
  const sell = (shop: Shop, sale: DirectSale) => issueSaleDirectly(t, issuer, shop, 'ALL', sale);

  interface StoredDocument {
    id: string;
    kind: string;
    jobId: string | null;
    paymentId: string | null;
    saleId: string | null;
    correctsId: string | null;
    number: string;
    ordinal: number;
    total: string;
    status: string;
    iic: string;
    issueDateTime: string;
    message: AlbanianInvoice;
  }
  const stored = async (id: string): Promise<StoredDocument> =>
    (
      await t.db.query(
        `SELECT id, kind, job_id AS "jobId", payment_id AS "paymentId", sale_id AS "saleId", corrects_id AS "correctsId",
                number, ordinal, total, status, iic, issue_date_time AS "issueDateTime", message
           FROM fiscal_documents WHERE id = $1`,
        [id],
      )
    )[0] as StoredDocument;

  const twoRatesTwoPayments = {
    total: '3460.00',
    payments: [
      { method: 'cash', amount: '1460.00' },
      { method: 'card', amount: '2000.00' },
    ] as { method: PaymentMethod; amount: string }[],
    lines: [
      { name: 'Mbështjellëse iPhone 15', code: '5901234123457', quantity: '2', unitPrice: '1200.00', vatRate: '20.00' },
      { name: 'Libër udhëzimesh', quantity: '1', unitPrice: '1060.00', vatRate: '6.00' },
    ],
  };

  it('makes one CIS invoice of a sale: each line at its own VAT rate, each payment method, numbered on the register', async () => {
    const shop = await albanianShop(t, cis);
    const { saleId, documentId } = await sell(shop, twoRatesTwoPayments);
    expect(documentId).not.toBeNull();

    const document = await stored(documentId!);
    expect(document).toMatchObject({
      kind: 'sale',
      jobId: null,
      paymentId: null,
      saleId,
      correctsId: null,
      ordinal: 1,
      number: `1/2026/${TCR}`,
      total: '3460.00',
      status: 'pending',
    });
    expect(document.message).toMatchObject({
      type: 'CASH',
      ordinalNumber: 1,
      tcrCode: TCR,
      isIssuerInVat: true,
      payments: [
        { type: 'BANKNOTE', amount: '1460.00' },
        { type: 'CARD', amount: '2000.00' },
      ],
    });
    expect(document.message.items).toEqual([
      {
        name: 'Mbështjellëse iPhone 15',
        code: '5901234123457',
        unit: 'copë',
        quantity: '2',
        unitPriceWithVat: '1200.00',
        vatRate: '20.00',
      },
      { name: 'Libër udhëzimesh', unit: 'copë', quantity: '1', unitPriceWithVat: '1060.00', vatRate: '6.00' },
    ]);

    // Listed among the shop's documents not yet accepted, with its sale, though it names no job.
    const pendingList = await t.http().get('/api/fiscal/pending').set(bearer(shop.token));
    expectStatus(pendingList, 200);
    expect((pendingList.body as FiscalPendingResponse).documents).toEqual([
      expect.objectContaining({ id: documentId, saleId, jobId: null, paymentId: null, total: '3460.00' }),
    ]);

    // The CIS double checks the signed XML, the NSLF, the schema and the totals, and fiscalizes it.
    await sender.deliverDue();
    expect((await stored(documentId!)).status).toBe('fiscalized');
    const sent = cis.received.find((request) => request.uuid === documentId)!;
    expect(sent.xml).toContain('<SameTax NumOfItems="1" PriceBefVAT="2000.00" VATRate="20.00" VATAmt="400.00"/>');
    expect(sent.xml).toContain('<SameTax NumOfItems="1" PriceBefVAT="1000.00" VATRate="6.00" VATAmt="60.00"/>');
    expect(sent.xml).toContain('TotPrice="3460.00"');

    // The sale's document as the sales module answers it, and its receipt's prints at a station (the second a copy).
    const documents = t.app.get(FiscalDocumentsService);
    expect(await documents.ofSale(shop.business.id, saleId)).toMatchObject({
      id: documentId,
      saleId,
      status: 'fiscalized',
      number: `1/2026/${TCR}`,
    });
    const print = () =>
      t.db.transaction((manager) => documents.countStationPrints(manager, { businessId: shop.business.id, saleId }, 1));
    expect(await print()).toEqual({ [documentId!]: 0 });
    expect(await print()).toEqual({ [documentId!]: 1 });
    const other = await albanianShop(t, cis);
    expect(await documents.ofSale(other.business.id, saleId)).toBeNull();
  });

  it('makes a return a corrective invoice with negative quantities that names the sale’s invoice', async () => {
    const shop = await albanianShop(t, cis);
    const sale = await sell(shop, twoRatesTwoPayments);
    const original = await stored(sale.documentId!);
    await sender.deliverDue();

    const back = await sell(shop, {
      returnOf: sale.saleId,
      total: '1200.00',
      payments: [{ method: 'card', amount: '1200.00' }],
      lines: [{ name: 'Mbështjellëse iPhone 15', quantity: '1', unitPrice: '1200.00', vatRate: '20.00' }],
    });
    const correction = await stored(back.documentId!);
    expect(correction).toMatchObject({
      kind: 'refund',
      saleId: back.saleId,
      jobId: null,
      correctsId: original.id,
      ordinal: 2,
      number: `2/2026/${TCR}`,
      total: '-1200.00',
    });
    expect(correction.message.corrects).toEqual({
      iic: original.iic,
      issueDateTime: original.issueDateTime,
      type: 'CORRECTIVE',
    });
    expect(correction.message.items).toEqual([
      { name: 'Mbështjellëse iPhone 15', unit: 'copë', quantity: '-1', unitPriceWithVat: '1200.00', vatRate: '20.00' },
    ]);
    expect(correction.message.payments).toEqual([{ type: 'CARD', amount: '-1200.00' }]);

    await sender.deliverDue();
    expect((await stored(back.documentId!)).status).toBe('fiscalized');
    const sent = cis.received.find((request) => request.uuid === back.documentId)!;
    expect(sent.xml).toContain(`<CorrectiveInv IICRef="${original.iic}"`);
  });

  it('numbers a sale paid all by bank on the business unit, and gives a line without a rate the shop’s', async () => {
    const shop = await albanianShop(t, cis);
    const { documentId } = await sell(shop, {
      total: '5000.00',
      payments: [
        { method: 'bank', amount: '3000.00' },
        { method: 'bank', amount: '2000.00' },
      ],
      lines: [{ name: 'Samsung A15 i përdorur', quantity: '1', unitPrice: '5000.00', vatRate: null }],
    });
    const document = await stored(documentId!);
    expect(document).toMatchObject({ number: '1/2026', ordinal: 1 });
    expect(document.message).toMatchObject({
      type: 'NONCASH',
      businessUnitCode: UNIT,
      payments: [
        { type: 'ACCOUNT', amount: '3000.00' },
        { type: 'ACCOUNT', amount: '2000.00' },
      ],
    });
    expect(document.message.tcrCode).toBeUndefined();
    expect(document.message.items[0]!.vatRate).toBe('20.00');
  });

  it('refuses a bank transfer mixed with cash on one invoice (422), and writes nothing', async () => {
    const shop = await albanianShop(t, cis);
    const attempt = sell(shop, {
      total: '2000.00',
      payments: [
        { method: 'cash', amount: '1000.00' },
        { method: 'bank', amount: '1000.00' },
      ],
      lines: [{ name: 'Karikues', quantity: '1', unitPrice: '2000.00' }],
    });
    const error = (await attempt.catch((caught: unknown) => caught)) as FiscalMixedPaymentTypesException;
    expect(error).toBeInstanceOf(FiscalMixedPaymentTypesException);
    expect(error.getStatus()).toBe(422);
    expect(error).toMatchObject({
      code: 'FISCAL_MIXED_PAYMENT_TYPES',
      detail: expect.stringMatching(/ndajini në dy shitje/),
    });
    const [{ count }] = await t.db.query(`SELECT COUNT(*)::int AS count FROM fiscal_documents WHERE business_id = $1`, [
      shop.business.id,
    ]);
    expect(count).toBe(0);
  });

  it('refuses lines that do not add up to the payments, before anything is written', async () => {
    const shop = await albanianShop(t, cis);
    await expect(
      sell(shop, {
        total: '1000.00',
        payments: [{ method: 'cash', amount: '1000.00' }],
        lines: [{ name: 'Kabllo USB-C', quantity: '2', unitPrice: '450.00' }],
      }),
    ).rejects.toMatchObject({
      detail: expect.stringMatching(/pagesat \(1000\.00\) nuk përputhen me totalin \(900\.00\)/),
    });
  });

  it('makes no document for a shop in North Macedonia', async () => {
    const shop = await createShop(t, {}, { country: 'north_macedonia', city: 'Tetovë' });
    const { documentId } = await sell(shop, {
      total: '300.00',
      payments: [{ method: 'cash', amount: '300.00' }],
      lines: [{ name: 'Kabllo', quantity: '1', unitPrice: '300.00' }],
    });
    expect(documentId).toBeNull();
  });
});
