import { randomUUID } from 'node:crypto';
import type { JobDetailResponse, ProductResponse, SaleResponse, SaleSavedResponse } from '@repair-shop/contracts';
import {
  bearer,
  BUSINESS,
  createJob,
  createShop,
  expectError,
  expectStatus,
  staffLogin,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

/** Counter sales: totals exact, stock through its movements, races told 409, a ready job collected, returns. */
describe('sales', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    shop = await createShop(t, { firstName: 'Blerta', lastName: 'Hoxha' }, { businessName: 'Servisi Shitje' });
  });
  afterAll(async () => {
    await t.close();
  });

  const addProduct = async (token: string, body: Record<string, unknown> = {}): Promise<ProductResponse> => {
    const response = await t
      .http()
      .post('/api/products')
      .set(bearer(token))
      .send({
        name: 'Mbrojtëse ekrani',
        costPrice: '2.00',
        salePrice: '5.00',
        quantity: 10,
        forSale: true,
        forRepairs: false,
        ...body,
      });
    expectStatus(response, 201);
    return (response.body as { product: ProductResponse }).product;
  };
  const sell = (token: string, body: Record<string, unknown>) =>
    t.http().post('/api/sales').set(bearer(token)).send(body);
  const sold = async (token: string, body: Record<string, unknown>): Promise<SaleResponse> => {
    const response = await sell(token, body);
    expectStatus(response, 201);
    return (response.body as SaleSavedResponse).sale;
  };
  const giveBack = (token: string, saleId: string, body: Record<string, unknown>) =>
    t.http().post(`/api/sales/${saleId}/returns`).set(bearer(token)).send(body);
  const stockOf = async (partId: string): Promise<{ quantity: number; defective: number }> => {
    const [row] = await t.db.query(`SELECT quantity, defective_quantity AS defective FROM parts WHERE id = $1`, [
      partId,
    ]);
    return row as { quantity: number; defective: number };
  };
  const countRows = async (table: string, businessId: string): Promise<number> => {
    const [row] = await t.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE business_id = $1`, [businessId]);
    return (row as { n: number }).n;
  };
  /** A serialized product with units straight in the tables (the units' own API is another branch's). */
  const serializedProduct = async (serials: string[]): Promise<{ productId: string; unitIds: string[] }> => {
    const product = await addProduct(shop.token, { name: 'iPhone 12 i përdorur', salePrice: '300.00', quantity: 0 });
    await t.db.query(`UPDATE parts SET serialized = true, warranty_months = 6, quantity = $2 WHERE id = $1`, [
      product.id,
      serials.length,
    ]);
    const unitIds: string[] = [];
    for (const serial of serials) {
      const id = randomUUID();
      await t.db.query(
        `INSERT INTO product_units (id, business_id, part_id, serial, cost_price, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, '210.00', 'in_stock', now(), now())`,
        [id, shop.business.id, product.id, serial],
      );
      unitIds.push(id);
    }
    return { productId: product.id, unitIds };
  };

  it('sells a product, a quick line and discounts with a split payment and change, every total exact', async () => {
    const cable = await addProduct(shop.token, { name: 'Kabëll USB-C', salePrice: '3.33', quantity: 5 });
    const sale = await sold(shop.token, {
      lines: [
        { productId: cable.id, quantity: 3, discount: '0.99' },
        { name: 'Instalim i mbrojtëses', quantity: 1, unitPrice: 2.5 },
      ],
      discount: '1.00',
      payments: [
        { method: 'card', amount: '5.00' },
        { method: 'cash', amount: '10.00' },
      ],
      clientName: 'Arta Kelmendi',
    });
    // 3 × 3.33 − 0.99 = 9.00; + 2.50 = 11.50; − 1.00 = 10.50; paid 15.00, change 4.50.
    expect(sale).toMatchObject({
      number: 1,
      kind: 'sale',
      subtotal: '11.50',
      discount: '1.00',
      total: '10.50',
      paid: '15.00',
      change: '4.50',
      client: { name: 'Arta Kelmendi', phone: '' },
      fiscalDocument: null,
      returns: [],
    });
    expect(sale.lines.map((line) => [line.kind, line.total, line.netTotal, line.costPrice])).toEqual([
      ['product', '9.00', '8.22', '2.00'],
      ['quick', '2.50', '2.28', null],
    ]);
    expect(sale.payments).toEqual([
      { method: 'card', amount: '5.00' },
      { method: 'cash', amount: '10.00' },
    ]);
    expect((await stockOf(cable.id)).quantity).toBe(2);
    const movements = await t.db.query(
      `SELECT quantity_change AS change, quantity_after AS after, reason, sale_id AS "saleId" FROM stock_movements
        WHERE part_id = $1 AND reason = 'sale'`,
      [cable.id],
    );
    expect(movements).toEqual([{ change: -3, after: 2, reason: 'sale', saleId: sale.id }]);

    const read = await t.http().get(`/api/sales/${sale.id}`).set(bearer(shop.token));
    expectStatus(read, 200);
    expect((read.body as SaleResponse).total).toBe('10.50');
  });

  it('refuses more than the stock holds (409, nothing written) unless confirmed', async () => {
    const charger = await addProduct(shop.token, { name: 'Karikues', quantity: 1 });
    const refused = await sell(shop.token, {
      lines: [{ productId: charger.id, quantity: 2 }],
      payments: [{ method: 'cash', amount: '10.00' }],
    });
    expectError(refused, 409, /Në stok ka vetëm 1 copë të «Karikues»/);
    expect((refused.body as { code: string }).code).toBe('STOCK_INSUFFICIENT');
    expect(await countRows('sales', shop.business.id)).toBe(0);
    expect((await stockOf(charger.id)).quantity).toBe(1);
    await sold(shop.token, {
      lines: [{ productId: charger.id, quantity: 2 }],
      payments: [{ method: 'cash', amount: '10.00' }],
      allowNegativeStock: true,
    });
    expect((await stockOf(charger.id)).quantity).toBe(-1);
  });

  it('two tills selling the last piece at once: one sells, the other is told 409', async () => {
    const last = await addProduct(shop.token, { name: 'Kufje', quantity: 1 });
    const body = { lines: [{ productId: last.id, quantity: 1 }], payments: [{ method: 'cash', amount: '5.00' }] };
    const answers = await Promise.all([sell(shop.token, body), sell(shop.token, body), sell(shop.token, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect((await stockOf(last.id)).quantity).toBe(0);
    expect(await countRows('sales', shop.business.id)).toBe(1);
  });

  it('sells a serialized unit once, with its warranty; its product by quantity is refused', async () => {
    const { productId, unitIds } = await serializedProduct(['356938035643809']);
    const unitId = unitIds[0]!;
    const byProduct = await sell(shop.token, {
      lines: [{ productId, quantity: 1 }],
      payments: [{ method: 'cash', amount: '300.00' }],
    });
    expectError(byProduct, 422, 'Skanoni IMEI-n ose numrin serik të pajisjes');
    const body = { lines: [{ unitId, quantity: 1 }], payments: [{ method: 'cash', amount: '300.00' }] };
    const [first, second] = await Promise.all([sell(shop.token, body), sell(shop.token, body)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const loser = first.status === 409 ? first : second;
    expect((loser.body as { code: string }).code).toBe('UNIT_NOT_AVAILABLE');
    const sale = ((first.status === 201 ? first : second).body as SaleSavedResponse).sale;
    expect(sale.lines[0]).toMatchObject({ kind: 'unit', serial: '356938035643809', costPrice: '210.00' });
    // 15 January in the shop + 6 months.
    expect(sale.lines[0]?.warrantyUntil).toBe('2026-07-15');
    const [unit] = await t.db.query(`SELECT status, sale_id AS "saleId" FROM product_units WHERE id = $1`, [unitId]);
    expect(unit).toEqual({ status: 'sold', saleId: sale.id });
    expect((await stockOf(productId)).quantity).toBe(0);
  });

  it("takes a ready job's balance and an accessory in one sale: the job is paid, names the sale, and is collected", async () => {
    const job = await createJob(t, shop.token, shop.worker.id, {
      estimatedPrice: 60,
      deposit: { amount: 20, method: 'cash' },
    });
    expectStatus(
      await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send({ status: 'ready' }),
      200,
    );
    const case_ = await addProduct(shop.token, { name: 'Këllëf', salePrice: '8.00' });
    const tooMuch = await sell(shop.token, {
      lines: [{ jobId: job.id, quantity: 1, unitPrice: '41.00' }],
      payments: [{ method: 'cash', amount: '41.00' }],
    });
    expectError(tooMuch, 422, /mbeten 40\.00/);
    const sale = await sold(shop.token, {
      lines: [
        { jobId: job.id, quantity: 1 },
        { productId: case_.id, quantity: 1 },
      ],
      payments: [
        { method: 'card', amount: '30.00' },
        { method: 'cash', amount: '20.00' },
      ],
    });
    expect(sale).toMatchObject({ total: '48.00', change: '2.00' });
    expect(sale.lines[0]).toMatchObject({ kind: 'job', unitPrice: '40.00', netTotal: '40.00' });
    const detail = await t.http().get(`/api/jobs/${job.id}`).set(bearer(shop.token));
    expectStatus(detail, 200);
    const body = detail.body as JobDetailResponse;
    expect(body.job.status).toBe('completed');
    expect(body.money.balance).toBe(0);
    const payments = await t.db.query(
      `SELECT method, amount, sale_id AS "saleId" FROM payments WHERE job_id = $1 AND sale_id IS NOT NULL ORDER BY seq`,
      [job.id],
    );
    expect(payments).toEqual([
      { method: 'card', amount: '30.00', saleId: sale.id },
      { method: 'cash', amount: '10.00', saleId: sale.id },
    ]);
    const events = await t.db.query(`SELECT message FROM job_events WHERE job_id = $1 ORDER BY created_at, seq`, [
      job.id,
    ]);
    expect((events as { message: string }[]).some((event) => event.message.includes('Paguar në shitjen nr. 1'))).toBe(
      true,
    );
    const paidAgain = await sell(shop.token, {
      lines: [{ jobId: job.id, quantity: 1 }],
      payments: [{ method: 'cash', amount: '1.00' }],
    });
    expectError(paidAgain, 422);
    expect((paidAgain.body as { code: string }).code).toBe('JOB_NOT_PAYABLE_IN_SALE');
  });

  it('answers bad input with 400/422 in Albanian, never 500', async () => {
    const product = await addProduct(shop.token);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ lines: [], payments: [] }, 400, 'VALIDATION_FAILED'],
      [{ lines: [{ productId: product.id, name: 'x', quantity: 1 }], payments: [] }, 400, 'VALIDATION_FAILED'],
      [{ lines: [{ productId: product.id, quantity: 0 }], payments: [] }, 400, 'VALIDATION_FAILED'],
      [{ lines: [{ productId: product.id, quantity: 1.5 }], payments: [] }, 400, 'VALIDATION_FAILED'],
      [{ lines: [{ name: 'Pa çmim', quantity: 1 }], payments: [] }, 422, 'VALIDATION_FAILED'],
      [{ lines: [{ productId: product.id, quantity: 1, unitPrice: '1.005' }], payments: [] }, 400, 'VALIDATION_FAILED'],
      [
        { lines: [{ productId: product.id, quantity: 1, discount: '6.00' }], payments: [] },
        422,
        'SALE_DISCOUNT_TOO_LARGE',
      ],
      [
        { lines: [{ productId: product.id, quantity: 1 }], discount: '5.01', payments: [] },
        422,
        'SALE_DISCOUNT_TOO_LARGE',
      ],
      [
        { lines: [{ productId: product.id, quantity: 1 }], payments: [{ method: 'cash', amount: '4.99' }] },
        422,
        'SALE_PAYMENT_SHORT',
      ],
      [
        { lines: [{ productId: product.id, quantity: 1 }], payments: [{ method: 'card', amount: '6.00' }] },
        422,
        'SALE_CHANGE_WITHOUT_CASH',
      ],
      [
        { lines: [{ productId: randomUUID(), quantity: 1 }], payments: [{ method: 'cash', amount: '5' }] },
        404,
        'PRODUCT_NOT_FOUND',
      ],
      [
        { lines: [{ unitId: randomUUID(), quantity: 1 }], payments: [{ method: 'cash', amount: '5' }] },
        404,
        'UNIT_NOT_FOUND',
      ],
      [
        { lines: [{ productId: product.id, quantity: 1 }], payments: [{ method: 'gold', amount: '5' }] },
        400,
        'VALIDATION_FAILED',
      ],
    ];
    for (const [body, status, code] of cases) {
      const response = await sell(shop.token, body);
      expectError(response, status);
      expect([JSON.stringify(body), (response.body as { code: string }).code]).toEqual([JSON.stringify(body), code]);
      expect((response.body as { detail: string }).detail).not.toMatch(/undefined|null/);
    }
    const hidden = await addProduct(shop.token, { name: 'Pjesë riparimi', forSale: false, forRepairs: true });
    const notForSale = await sell(shop.token, {
      lines: [{ productId: hidden.id, quantity: 1 }],
      payments: [{ method: 'cash', amount: '5' }],
    });
    expectError(notForSale, 422, '«Pjesë riparimi» nuk është për shitje.');
    await t.db.query(`UPDATE parts SET archived_at = now() WHERE id = $1`, [product.id]);
    const archived = await sell(shop.token, {
      lines: [{ productId: product.id, quantity: 1 }],
      payments: [{ method: 'cash', amount: '5' }],
    });
    expectError(archived, 404);
    expect(await countRows('sales', shop.business.id)).toBe(0);
  });

  it('refuses technicians unless the owner allows them, who then see no costs', async () => {
    const product = await addProduct(shop.token);
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    const body = { lines: [{ productId: product.id, quantity: 1 }], payments: [{ method: 'cash', amount: '5.00' }] };
    const refused = await sell(technician, body);
    expectError(refused, 403, /nuk i ka lejuar teknikët të shesin/);
    expect((refused.body as { code: string }).code).toBe('SALES_NOT_ALLOWED');
    const allowed = await t
      .http()
      .put('/api/business')
      .set(bearer(shop.token))
      .send({ ...BUSINESS, businessName: 'Servisi Shitje', techniciansCanSell: true });
    expectStatus(allowed, 200);
    expect((allowed.body as { techniciansCanSell: boolean }).techniciansCanSell).toBe(true);
    const sale = await sold(technician, body);
    expect(sale.lines[0]).not.toHaveProperty('costPrice');
    const read = await t.http().get(`/api/sales/${sale.id}`).set(bearer(technician));
    expect((read.body as SaleResponse).lines[0]).not.toHaveProperty('costPrice');
    const returned = await giveBack(technician, sale.id, { lines: [{ lineId: sale.lines[0]!.id, quantity: 1 }] });
    expectError(returned, 403);
  });

  it("hides another shop's sale (404) and lists by the shop's calendar day, paged", async () => {
    const product = await addProduct(shop.token, { quantity: 50 });
    const body = { lines: [{ productId: product.id, quantity: 1 }], payments: [{ method: 'cash', amount: '5.00' }] };
    // 23:30 in Prishtina on 14 January is 22:30 UTC: the shop's 14th.
    t.clock.set('2026-01-14T22:30:00.000Z');
    const late = await sold(shop.token, body);
    t.clock.set('2026-01-15T09:00:00.000Z');
    const ids = [
      (await sold(shop.token, body)).id,
      (await sold(shop.token, body)).id,
      (await sold(shop.token, body)).id,
    ];
    const other = await createShop(t, { firstName: 'Tjetër' }, { businessName: 'Dyqani tjetër' });
    expectError(await t.http().get(`/api/sales/${late.id}`).set(bearer(other.token)), 404);
    expectError(await t.http().get(`/api/sales/nuk-eshte-id`).set(bearer(shop.token)), 404);
    const day14 = await t.http().get('/api/sales?from=2026-01-14&to=2026-01-14').set(bearer(shop.token));
    expectStatus(day14, 200);
    expect((day14.body as SaleResponse[]).map((sale) => sale.id)).toEqual([late.id]);
    const page = await t.http().get('/api/sales?from=2026-01-15&to=2026-01-15&limit=2').set(bearer(shop.token));
    expect(page.headers['x-total-count']).toBe('3');
    expect((page.body as SaleResponse[]).map((sale) => sale.id)).toEqual([ids[2], ids[1]]);
    const next = await t
      .http()
      .get('/api/sales?from=2026-01-15&to=2026-01-15&limit=2&offset=2')
      .set(bearer(shop.token));
    expect((next.body as SaleResponse[]).map((sale) => sale.id)).toEqual([ids[0]]);
    expectError(await t.http().get('/api/sales?from=2026-13-01').set(bearer(shop.token)), 400);
    const returnsOnly = await t.http().get('/api/sales?kind=return').set(bearer(shop.token));
    expect([returnsOnly.headers['x-total-count'], returnsOnly.body]).toEqual(['0', []]);
    const otherList = await t.http().get('/api/sales').set(bearer(other.token));
    expect(otherList.headers['x-total-count']).toBe('0');
    t.clock.set('2026-01-15T10:00:00.000Z');
  });

  it('returns part of a sale, refuses too many, counts the defective, refunds cash first, and all returns give back the total', async () => {
    const glass = await addProduct(shop.token, { name: 'Xham', salePrice: '10.00', quantity: 10 });
    const sale = await sold(shop.token, {
      lines: [{ productId: glass.id, quantity: 3 }],
      discount: '0.01',
      payments: [
        { method: 'card', amount: '20.00' },
        { method: 'cash', amount: '15.00' },
      ],
    });
    // 29.99 for 3: kept 20 by card and 9.99 in cash (change 5.01).
    expect(sale).toMatchObject({ total: '29.99', change: '5.01' });
    const lineId = sale.lines[0]!.id;
    const manager = await staffLogin(t, shop.token, shop.worker.id, 'manager');
    const first = await giveBack(manager, sale.id, { lines: [{ lineId, quantity: 1 }] });
    expectStatus(first, 201);
    const ret = (first.body as SaleSavedResponse).sale;
    expect(ret).toMatchObject({ kind: 'return', originalSaleId: sale.id, total: '9.99', paid: '9.99', change: '0.00' });
    expect(ret.payments).toEqual([{ method: 'cash', amount: '9.99' }]);
    expect((await stockOf(glass.id)).quantity).toBe(8);
    const [movement] = await t.db.query(
      `SELECT quantity_change AS change, sale_id AS "saleId" FROM stock_movements WHERE reason = 'return' AND part_id = $1`,
      [glass.id],
    );
    expect(movement).toEqual({ change: 1, saleId: ret.id });

    const tooMany = await giveBack(shop.token, sale.id, { lines: [{ lineId, quantity: 3 }] });
    expectError(tooMany, 409, 'Nga «Xham» mund të kthehen edhe 2 copë.');
    expect((tooMany.body as { code: string }).code).toBe('SALE_RETURN_TOO_MANY');

    const rest = await giveBack(shop.token, sale.id, { lines: [{ lineId, quantity: 2, defective: true }] });
    expectStatus(rest, 201);
    const second = (rest.body as SaleSavedResponse).sale;
    expect(second.total).toBe('20.00');
    expect(second.payments).toEqual([{ method: 'card', amount: '20.00' }]);
    expect(await stockOf(glass.id)).toEqual({ quantity: 8, defective: 2 });
    // Everything back: exactly the sale's total.
    expect(Number(ret.total) * 100 + Number(second.total) * 100).toBe(2999);

    const read = await t.http().get(`/api/sales/${sale.id}`).set(bearer(shop.token));
    const after = read.body as SaleResponse;
    expect(after.lines[0]?.returnedQuantity).toBe(3);
    expect(after.returns.map((r) => r.id)).toEqual([ret.id, second.id]);
    expectError(await giveBack(shop.token, ret.id, { lines: [{ lineId, quantity: 1 }] }), 404);
  });

  it('refuses returning a job line here (422) and puts a returned unit back in stock', async () => {
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 25 });
    const { productId, unitIds } = await serializedProduct(['SN-0001']);
    const sale = await sold(shop.token, {
      lines: [
        { jobId: job.id, quantity: 1 },
        { unitId: unitIds[0], quantity: 1 },
      ],
      payments: [{ method: 'cash', amount: '325.00' }],
    });
    const jobLine = sale.lines.find((line) => line.kind === 'job')!;
    const unitLine = sale.lines.find((line) => line.kind === 'unit')!;
    const refused = await giveBack(shop.token, sale.id, { lines: [{ lineId: jobLine.id, quantity: 1 }] });
    expectError(refused, 422);
    expect((refused.body as { code: string }).code).toBe('SALE_LINE_NOT_RETURNABLE');
    const back = await giveBack(shop.token, sale.id, { lines: [{ lineId: unitLine.id, quantity: 1 }] });
    expectStatus(back, 201);
    expect((back.body as SaleSavedResponse).sale.total).toBe('300.00');
    const [unit] = await t.db.query(`SELECT status, sale_id AS "saleId" FROM product_units WHERE id = $1`, [
      unitIds[0],
    ]);
    expect(unit).toEqual({ status: 'in_stock', saleId: null });
    expect((await stockOf(productId)).quantity).toBe(1);
  });
});
