import type {
  ProductResponse,
  SaleResponse,
  SaleSavedResponse,
  StationUnsignedCouponResponse,
} from '@repair-shop/contracts';
import type { AlbanianInvoice } from '../src/modules/fiscal/albania/cis-invoice';
import { FiscalDocumentSender } from '../src/modules/fiscal/documents/fiscal-document-sender.service';
import { AtkCouponType, decodePosCoupon } from '../src/modules/fiscal/kosovo/atk-messages';
import type { AlbaniaCisDouble } from './fiscal-doubles/albania-cis-double';
import type { KosovoAtkDouble } from './fiscal-doubles/kosovo-atk-double';
import { TCR, albanianShop, startFiscalTestApp } from './support/albanian-shop';
import { kosovoShopWithTill, signAndSendCoupon, startKosovoTestApp, unsignedCoupons } from './support/kosovo-shop';
import { bearer, createJob, createShop, expectError, expectStatus, type Shop, type TestApp } from './support/test-app';

/** POST /api/products, for sale, at its own VAT rate. */
async function addProduct(t: TestApp, token: string, body: Record<string, unknown>): Promise<ProductResponse> {
  const response = await t
    .http()
    .post('/api/products')
    .set(bearer(token))
    .send({ costPrice: '100.00', quantity: 10, forSale: true, forRepairs: false, ...body });
  expectStatus(response, 201);
  return (response.body as { product: ProductResponse }).product;
}

async function sold(t: TestApp, token: string, body: Record<string, unknown>): Promise<SaleResponse> {
  const response = await t.http().post('/api/sales').set(bearer(token)).send(body);
  expectStatus(response, 201);
  return (response.body as SaleSavedResponse).sale;
}

async function returned(
  t: TestApp,
  token: string,
  saleId: string,
  body: Record<string, unknown>,
): Promise<SaleResponse> {
  const response = await t.http().post(`/api/sales/${saleId}/returns`).set(bearer(token)).send(body);
  expectStatus(response, 201);
  return (response.body as SaleSavedResponse).sale;
}

const countOf = async (t: TestApp, table: string, businessId: string): Promise<number> => {
  const [row] = await t.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE business_id = $1`, [businessId]);
  return (row as { n: number }).n;
};

/** Σ quantity × unit price of a message's items, in cents. */
const itemsCents = (items: { quantity: string; unitPriceWithVat: string }[]): number =>
  items.reduce((sum, item) => sum + Number(item.quantity) * Math.round(Number(item.unitPriceWithVat) * 100), 0);

/**
 * A counter sale's fiscal document through the API, as the till makes it: POST /api/sales and its returns in an
 * Albanian shop (its certificate, the CIS double), a Kosovo shop (its till, the ATK double) and North Macedonia.
 */
describe('sales’ fiscal documents through the API (Albania)', () => {
  let t: TestApp;
  let cis: AlbaniaCisDouble;

  beforeAll(async () => {
    ({ t, cis } = await startFiscalTestApp());
  });
  afterAll(async () => {
    await t.close();
    await cis.close();
  });

  const message = async (documentId: string): Promise<{ message: AlbanianInvoice; status: string }> =>
    (await t.db.query(`SELECT message, status FROM fiscal_documents WHERE id = $1`, [documentId]))[0] as {
      message: AlbanianInvoice;
      status: string;
    };

  /** Two products at 20 % and 6 %, sold with a line discount and a sale discount, cash with change and card. */
  async function twoRatesSale(shop: Shop) {
    const case_ = await addProduct(t, shop.token, {
      name: 'Mbështjellëse iPhone 15',
      barcode: '5901234123457',
      salePrice: '1200.00',
      vatRate: '20.00',
    });
    const book = await addProduct(t, shop.token, { name: 'Libër udhëzimesh', salePrice: '1060.00', vatRate: '6.00' });
    const sale = await sold(t, shop.token, {
      lines: [
        { productId: case_.id, quantity: 2, discount: '100.00' },
        { productId: book.id, quantity: 1 },
      ],
      discount: '60.00',
      payments: [
        { method: 'cash', amount: '1500.00' },
        { method: 'card', amount: '2000.00' },
      ],
    });
    return { sale, case_, book };
  }

  it('makes one invoice of a sale whose items add up to its total exactly, fiscalized through the CIS', async () => {
    const shop = await albanianShop(t, cis);
    const { sale } = await twoRatesSale(shop);
    // 2 × 1200 − 100 = 2300; + 1060 = 3360; − 60 = 3300; paid 3500, change 200.
    expect(sale).toMatchObject({ subtotal: '3360.00', discount: '60.00', total: '3300.00', change: '200.00' });
    expect(sale.fiscalDocument).toMatchObject({
      saleId: sale.id,
      kind: 'sale',
      number: `1/2026/${TCR}`,
      ordinal: 1,
      total: '3300.00',
    });
    const documentId = sale.fiscalDocument!.id;
    const stored = await message(documentId);
    expect(itemsCents(stored.message.items)).toBe(330000);
    // Each line at its own rate; the discounted case's 2258.93 is no whole cents a piece: two items.
    expect(stored.message.items.map((item) => [item.quantity, item.unitPriceWithVat, item.vatRate])).toEqual([
      ['1', '1129.46', '20.00'],
      ['1', '1129.47', '20.00'],
      ['1', '1041.07', '6.00'],
    ]);
    // The cash kept is what was given less the change.
    expect(stored.message.payments).toEqual([
      { type: 'BANKNOTE', amount: '1300.00' },
      { type: 'CARD', amount: '2000.00' },
    ]);

    // Sent at once after the sale (or by the background sender), the double checks the totals and fiscalizes it.
    if (stored.status !== 'fiscalized') await t.app.get(FiscalDocumentSender).deliverDue();
    expect((await message(documentId)).status).toBe('fiscalized');
    const sent = cis.received.find((request) => request.uuid === documentId)!;
    expect(sent.answer).toHaveProperty('result');
    expect(sent.xml).toContain('TotPrice="3300.00"');
    const read = await t.http().get(`/api/sales/${sale.id}`).set(bearer(shop.token));
    expectStatus(read, 200);
    expect((read.body as SaleResponse).fiscalDocument).toMatchObject({ id: documentId, status: 'fiscalized' });
  });

  it('numbers a sale all by bank on the business unit (a non-cash invoice), a product without a rate at the shop’s', async () => {
    const shop = await albanianShop(t, cis);
    const phone = await addProduct(t, shop.token, { name: 'Samsung A15 i përdorur', salePrice: '5000.00' });
    const sale = await sold(t, shop.token, {
      lines: [{ productId: phone.id, quantity: 1 }],
      payments: [
        { method: 'bank', amount: '3000.00' },
        { method: 'bank', amount: '2000.00' },
      ],
    });
    expect(sale.fiscalDocument).toMatchObject({ number: '1/2026', ordinal: 1, total: '5000.00' });
    const stored = (await message(sale.fiscalDocument!.id)).message;
    // The payments are merged by method on the invoice.
    expect(stored).toMatchObject({ type: 'NONCASH', payments: [{ type: 'ACCOUNT', amount: '5000.00' }] });
    expect(stored.tcrCode).toBeUndefined();
    expect(stored.items).toEqual([
      expect.objectContaining({ quantity: '1', unitPriceWithVat: '5000.00', vatRate: '20.00' }),
    ]);
  });

  it('refuses bank mixed with cash (422 FISCAL_MIXED_PAYMENT_TYPES) and writes nothing', async () => {
    const shop = await albanianShop(t, cis);
    const charger = await addProduct(t, shop.token, { name: 'Karikues', salePrice: '2000.00', vatRate: '20.00' });
    const refused = await t
      .http()
      .post('/api/sales')
      .set(bearer(shop.token))
      .send({
        lines: [{ productId: charger.id, quantity: 1 }],
        payments: [
          { method: 'bank', amount: '1000.00' },
          { method: 'cash', amount: '1000.00' },
        ],
      });
    expectError(refused, 422, /ndajini në dy shitje/);
    expect((refused.body as { code: string }).code).toBe('FISCAL_MIXED_PAYMENT_TYPES');
    expect(await countOf(t, 'sales', shop.business.id)).toBe(0);
    expect(await countOf(t, 'fiscal_documents', shop.business.id)).toBe(0);
    const [movements] = await t.db.query(
      `SELECT count(*)::int AS n FROM stock_movements WHERE part_id = $1 AND reason = 'sale'`,
      [charger.id],
    );
    expect(movements).toEqual({ n: 0 });
    const [part] = await t.db.query(`SELECT quantity FROM parts WHERE id = $1`, [charger.id]);
    expect(part).toEqual({ quantity: 10 });
  });

  it('makes a return a corrective invoice naming the sale’s IIC, with negative quantities', async () => {
    const shop = await albanianShop(t, cis);
    const { sale } = await twoRatesSale(shop);
    const bookLine = sale.lines[1]!;
    const back = await returned(t, shop.token, sale.id, { lines: [{ lineId: bookLine.id, quantity: 1 }] });
    expect(back).toMatchObject({ kind: 'return', total: '1041.07' });
    expect(back.fiscalDocument).toMatchObject({
      kind: 'refund',
      saleId: back.id,
      correctsId: sale.fiscalDocument!.id,
      total: '-1041.07',
      ordinal: 2,
    });
    const correction = (await message(back.fiscalDocument!.id)).message;
    expect(correction.corrects).toMatchObject({ iic: sale.fiscalDocument!.iic, type: 'CORRECTIVE' });
    expect(correction.items).toEqual([
      expect.objectContaining({
        name: 'Libër udhëzimesh',
        quantity: '-1',
        unitPriceWithVat: '1041.07',
        vatRate: '6.00',
      }),
    ]);
    if ((await message(back.fiscalDocument!.id)).status !== 'fiscalized') {
      await t.app.get(FiscalDocumentSender).deliverDue();
    }
    expect((await message(back.fiscalDocument!.id)).status).toBe('fiscalized');
    const sent = cis.received.find((request) => request.uuid === back.fiscalDocument!.id)!;
    expect(sent.xml).toContain(`<CorrectiveInv IICRef="${sale.fiscalDocument!.iic}"`);
  });

  it('makes one document of a ready job’s balance and a product: the job’s payments name the sale, none its own', async () => {
    const shop = await albanianShop(t, cis);
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 3000 });
    expectStatus(
      await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send({ status: 'ready' }),
      200,
    );
    const before = await countOf(t, 'fiscal_documents', shop.business.id);
    const cable = await addProduct(t, shop.token, { name: 'Kabllo USB-C', salePrice: '500.00', vatRate: '20.00' });
    const sale = await sold(t, shop.token, {
      lines: [
        { jobId: job.id, quantity: 1 },
        { productId: cable.id, quantity: 1 },
      ],
      payments: [{ method: 'card', amount: '3500.00' }],
    });
    expect(sale.total).toBe('3500.00');
    expect(await countOf(t, 'fiscal_documents', shop.business.id)).toBe(before + 1);
    const documents = await t.db.query(
      `SELECT id, sale_id AS "saleId", payment_id AS "paymentId", total FROM fiscal_documents
        WHERE business_id = $1 ORDER BY ordinal DESC LIMIT 1`,
      [shop.business.id],
    );
    expect(documents).toEqual([{ id: sale.fiscalDocument!.id, saleId: sale.id, paymentId: null, total: '3500.00' }]);
    const payments = await t.db.query(`SELECT amount, sale_id AS "saleId" FROM payments WHERE job_id = $1`, [job.id]);
    expect(payments).toEqual([{ amount: '3000.00', saleId: sale.id }]);
    expect(itemsCents((await message(sale.fiscalDocument!.id)).message.items)).toBe(350000);
  });
});

describe('sales’ fiscal documents through the API (Kosovo, North Macedonia)', () => {
  let t: TestApp;
  let atk: KosovoAtkDouble;

  beforeAll(async () => {
    ({ t, atk } = await startKosovoTestApp());
  });
  afterAll(async () => {
    await t.close();
    await atk.close();
  });

  it('makes a sale a coupon of its till with two tax groups, and its return a return coupon naming it', async () => {
    const till = await kosovoShopWithTill(t, atk);
    const { shop } = till;
    const protector = await addProduct(t, shop.token, {
      name: 'Mbrojtëse ekrani',
      costPrice: '2.00',
      salePrice: '5.90',
      vatRate: '18.00',
    });
    const book = await addProduct(t, shop.token, {
      name: 'Libër udhëzimesh',
      costPrice: '5.00',
      salePrice: '10.80',
      vatRate: '8.00',
    });
    const sale = await sold(t, shop.token, {
      lines: [
        { productId: protector.id, quantity: 2 },
        { productId: book.id, quantity: 1 },
      ],
      payments: [{ method: 'cash', amount: '25.00' }],
      tillStationId: till.stationId,
    });
    expect(sale).toMatchObject({ total: '22.60', change: '2.40' });
    expect(sale.fiscalDocument).toMatchObject({ saleId: sale.id, kind: 'sale', awaitingSignature: true });
    const [coupon, ...others] = await unsignedCoupons(t, till.credential);
    expect(others).toHaveLength(0);
    expect(coupon!.id).toBe(sale.fiscalDocument!.id);
    const pos = decodePosCoupon(Buffer.from(coupon!.posCoupon, 'base64'));
    expect(pos).toMatchObject({ Type: AtkCouponType.Sale, Total: 2260n });
    expect(pos.TaxGroups).toEqual([
      { TaxRate: 'D', TotalForTax: 1000n, TotalTax: 80n },
      { TaxRate: 'E', TotalForTax: 1000n, TotalTax: 180n },
    ]);
    const fiscalized = await signAndSendCoupon(t, till, coupon!);
    expect(fiscalized).toMatchObject({ status: 'fiscalized', saleId: sale.id, posId: sale.fiscalDocument!.posId });

    const back = await returned(t, shop.token, sale.id, {
      lines: [{ lineId: sale.lines[0]!.id, quantity: 1 }],
      tillStationId: till.stationId,
    });
    expect(back.fiscalDocument).toMatchObject({ kind: 'refund', correctsId: sale.fiscalDocument!.id, total: '-5.90' });
    const [returnCoupon] = (await unsignedCoupons(t, till.credential)) as StationUnsignedCouponResponse[];
    expect(returnCoupon!.id).toBe(back.fiscalDocument!.id);
    expect(decodePosCoupon(Buffer.from(returnCoupon!.posCoupon, 'base64'))).toMatchObject({
      Type: AtkCouponType.Return,
      ReferenceNo: BigInt(fiscalized.number),
      Total: 590n,
    });
    expect(await signAndSendCoupon(t, till, returnCoupon!)).toMatchObject({ status: 'fiscalized', kind: 'refund' });
  });

  it('makes no fiscal document of a sale in North Macedonia', async () => {
    const shop = await createShop(t, {}, { country: 'north_macedonia', city: 'Tetovë' });
    const cable = await addProduct(t, shop.token, { name: 'Kabllo', costPrice: '100.00', salePrice: '300.00' });
    const sale = await sold(t, shop.token, {
      lines: [{ productId: cable.id, quantity: 1 }],
      payments: [{ method: 'cash', amount: '300.00' }],
    });
    expect(sale.fiscalDocument).toBeNull();
    expect(await countOf(t, 'fiscal_documents', shop.business.id)).toBe(0);
  });
});
