import ExcelJS from 'exceljs';
import {
  clientTicketCode,
  type DayReportResponse,
  type JobResponse,
  type ProductResponse,
  type ProfitReportResponse,
  type SaleResponse,
  type SaleSavedResponse,
} from '@repair-shop/contracts';
import { albanianShop, startFiscalTestApp } from './support/albanian-shop';
import {
  bearer,
  createJob,
  createShop,
  createWorker,
  expectError,
  expectStatus,
  staffLogin,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

/** Reads a whole response body as bytes (supertest leaves binary answers unparsed otherwise). */
const binary = (
  response: { on: (event: string, listener: (chunk?: Buffer) => void) => void },
  callback: (error: Error | null, body: Buffer) => void,
): void => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk) => chunks.push(chunk as Buffer));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** The CSV's lines without the BOM and the last empty line. */
const linesOf = (text: string): string[] => text.replace('\uFEFF', '').split('\n').slice(0, -1);

/** A product for sale, through POST /api/products. */
async function addProduct(t: TestApp, token: string, body: Record<string, unknown>): Promise<ProductResponse> {
  const response = await t
    .http()
    .post('/api/products')
    .set(bearer(token))
    .send({ quantity: 5, forSale: true, forRepairs: false, ...body });
  expectStatus(response, 201);
  return (response.body as { product: ProductResponse }).product;
}

/** A sale through POST /api/sales, or a return through POST /api/sales/:id/returns (saleId given). */
async function sell(t: TestApp, token: string, body: object, saleId?: string): Promise<SaleResponse> {
  const path = saleId === undefined ? '/api/sales' : `/api/sales/${saleId}/returns`;
  const response = await t.http().post(path).set(bearer(token)).send(body);
  expectStatus(response, 201);
  return (response.body as SaleSavedResponse).sale;
}

/**
 * Counter sales in the day close, the profit report and the sales export, made through POST /api/sales and
 * POST /api/sales/:id/returns at the times the test clock is set to. The shop's day is Central European: the
 * clock starts at 2026-01-15 11:00 there.
 */
describe('counter sales in the reports', () => {
  let t: TestApp;
  let shop: Shop;
  let other: Shop;
  let ilirToken: string;
  let job: JobResponse;
  let saleA: SaleResponse;
  let saleB: SaleResponse;
  const mira = { authorId: '' };
  const ilir = { authorId: '' };

  const get = (path: string, token = shop.token) => t.http().get(path).set(bearer(token));
  const post = (path: string, body: object, token = shop.token) => t.http().post(path).set(bearer(token)).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t, { firstName: 'Mira', lastName: 'Hoxha' }, { businessName: 'Servisi Shitja' });
    other = await createShop(t, { firstName: 'Tjetër' }, { businessName: 'Servisi Tjetër' });
    mira.authorId = shop.user.id;
    // Ilir sells and takes returns back: a manager of the shop.
    const ilirWorker = await createWorker(t, shop.token, { firstName: 'Ilir', lastName: 'Çeku' });
    ilirToken = await staffLogin(t, shop.token, ilirWorker.id, 'manager');

    const cases = await addProduct(t, shop.token, {
      name: 'Mbulesë iPhone 13',
      salePrice: '10.00',
      costPrice: '4.00',
      category: 'Mbrojtëse',
      vatRate: '18.00',
    });
    const charger = await addProduct(t, shop.token, {
      name: 'Karikues USB-C',
      salePrice: '15.00',
      costPrice: '6.00',
      category: 'Karikues',
    });
    const cable = await addProduct(t, shop.token, { name: 'Kabllo', salePrice: '5.00', costPrice: '1.50' });
    const phone = await addProduct(t, shop.token, {
      name: 'Samsung A15',
      salePrice: '120.00',
      costPrice: '90.00',
      category: 'Telefona',
      quantity: 0,
      serialized: true,
    });
    const unit = await post(`/api/products/${phone.id}/units`, { serial: '356789012345672', costPrice: '90.00' });
    expectStatus(unit, 201);
    const unitId = (unit.body as { unit: { id: string } }).unit.id;

    // Another shop's sale (11:00) never shows here.
    const theirs = await addProduct(t, other.token, { name: 'Tjetër', salePrice: '99.00', costPrice: '1.00' });
    await sell(t, other.token, {
      lines: [{ productId: theirs.id, quantity: 1 }],
      payments: [{ method: 'cash', amount: '99.00' }],
    });

    // The repairs' own money of the 15th: a deposit of 20 in cash, another job's 40 by card and 5 given back in cash.
    job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 50, clientName: 'Arta Krasniqi' });
    expectStatus(await post(`/api/jobs/${job.id}/payments`, { amount: 20, method: 'cash', kind: 'deposit' }), 201);
    const repair = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 40 });
    expectStatus(await post(`/api/jobs/${repair.id}/payments`, { amount: 40, method: 'card', kind: 'payment' }), 201);
    expectStatus(await post(`/api/jobs/${repair.id}/payments`, { amount: 5, method: 'cash', kind: 'refund' }), 201);
    expectStatus(
      await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send({ status: 'ready' }),
      200,
    );

    // 11:30: two cases and the ready job's balance of 30, paid with 60 in cash (10 change): the job is collected.
    t.clock.set('2026-01-15T10:30:00.000Z');
    saleA = await sell(t, shop.token, {
      clientName: 'Arta Krasniqi',
      lines: [
        { productId: cases.id, quantity: 2 },
        { jobId: job.id, quantity: 1 },
      ],
      payments: [{ method: 'cash', amount: '60.00' }],
    });
    // 12:00, Ilir: a charger (1 off), a cable without a category, a quick line without a cost; 2 off the whole: 25.00.
    t.clock.set('2026-01-15T11:00:00.000Z');
    saleB = await sell(t, ilirToken, {
      discount: '2.00',
      lines: [
        { productId: charger.id, quantity: 1, discount: '1.00' },
        { productId: cable.id, quantity: 1 },
        { name: 'Ngjitje xhami', quantity: 1, unitPrice: '8.00' },
      ],
      payments: [
        { method: 'card', amount: '20.00' },
        { method: 'cash', amount: '5.00' },
      ],
    });
    ilir.authorId = saleB.soldBy.id;
    // 14:00: Ilir takes one case of Mira's sale back: 10 in cash, by the sale's own method.
    t.clock.set('2026-01-15T13:00:00.000Z');
    await sell(t, ilirToken, { lines: [{ lineId: saleA.lines[0]?.id, quantity: 1 }] }, saleA.id);
    // 00:30 on the 16th in the shop: a phone, the next day's.
    t.clock.set('2026-01-15T23:30:00.000Z');
    await sell(t, shop.token, {
      lines: [{ unitId, quantity: 1 }],
      payments: [{ method: 'bank', amount: '120.00' }],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the API writes net totals sharing the discount, the change, the job paid once', async () => {
    expect(saleB.soldBy.name).toBe('Ilir Çeku');
    expect(saleB.lines.map((line) => line.netTotal)).toEqual(['12.96', '4.63', '7.41']);
    const [sale] = (await t.db.query(`SELECT total, paid, change FROM sales WHERE id = $1`, [saleA.id])) as object[];
    expect(sale).toEqual({ total: '50.00', paid: '60.00', change: '10.00' });
    const paid = (await t.db.query(`SELECT amount, method, sale_id FROM payments WHERE job_id = $1 ORDER BY seq`, [
      job.id,
    ])) as object[];
    expect(paid).toEqual([
      { amount: '20.00', method: 'cash', sale_id: null },
      { amount: '30.00', method: 'cash', sale_id: saleA.id },
    ]);
  });

  it('closes the day with the sales beside the repairs, each euro counted once', async () => {
    const response = await get('/api/reports/day?date=2026-01-15');
    expectStatus(response, 200);
    const day = response.body as DayReportResponse;
    // Repairs: cash 20 in, 5 out; card 40. Sales: cash 60 + 5 − 10 change, 10 back for the return; card 20.
    // The job's 30 paid in the sale is the sale's cash, not a second time the repair's.
    expect(day.money).toEqual({
      byMethod: [
        { method: 'cash', in: 75, out: 15, net: 60 },
        { method: 'card', in: 60, out: 0, net: 60 },
        { method: 'bank', in: 0, out: 0, net: 0 },
      ],
      in: 135,
      out: 15,
      net: 120,
    });
    const { list, ...sales } = day.sales;
    expect(sales).toEqual({
      count: 2,
      returns: 1,
      // Goods: 20 (cases) + 25 (Ilir's sale) − 10 returned; the job's 30 is the repair's revenue.
      revenue: 35,
      jobBalances: 30,
      byMethod: [
        { method: 'cash', in: 55, out: 10, net: 45 },
        { method: 'card', in: 20, out: 0, net: 20 },
        { method: 'bank', in: 0, out: 0, net: 0 },
      ],
      byWorker: [
        { authorId: mira.authorId, name: 'Mira Hoxha', sales: 1, returns: 0, revenue: 20, money: 50 },
        { authorId: ilir.authorId, name: 'Ilir Çeku', sales: 1, returns: 1, revenue: 15, money: 15 },
      ],
      listTruncated: false,
    });
    expect(
      list.map((sale) => [sale.number, sale.kind, sale.clientName, sale.total, sale.methods, sale.soldBy]),
    ).toEqual([
      [1, 'sale', 'Arta Krasniqi', 50, ['cash'], 'Mira Hoxha'],
      [2, 'sale', null, 25, ['card', 'cash'], 'Ilir Çeku'],
      // A return names the sale's client, as the API writes it.
      [3, 'return', 'Arta Krasniqi', 10, ['cash'], 'Ilir Çeku'],
    ]);
    expect(list[0]?.createdAt).toBe('2026-01-15T10:30:00.000Z');
    // The job's payment in the sale is listed with the job, marked with its sale.
    expect(day.payments.map((line) => [line.kind, line.method, line.amount, line.saleNumber])).toEqual([
      ['deposit', 'cash', 20, null],
      ['payment', 'card', 40, null],
      ['refund', 'cash', 5, null],
      ['payment', 'cash', 30, 1],
    ]);
    // The job completed that day counts its whole price once, in the repairs.
    expect(day.completedJobs).toEqual({ revenue: 50, partsCost: 0, grossProfit: 50 });
    expect(day.cashDrawer).toBeNull();

    const next = (await get('/api/reports/day?date=2026-01-16')).body as DayReportResponse;
    expect(next.sales).toMatchObject({ count: 1, returns: 0, revenue: 120, jobBalances: 0 });
    expect(next.money.byMethod[2]).toEqual({ method: 'bank', in: 120, out: 0, net: 120 });
    const theirs = (await get('/api/reports/day?date=2026-01-15', other.token)).body as DayReportResponse;
    expect(theirs.sales).toMatchObject({ count: 1, revenue: 99 });
    expect(theirs.money.in).toBe(99);
  });

  it('gives the sales’ revenue, cost and margin per category and per seller, returns taken off', async () => {
    const response = await get('/api/reports/profit?from=2026-01&to=2026-01');
    expectStatus(response, 200);
    const profit = response.body as ProfitReportResponse;
    expect(profit.sales).toEqual({
      total: { quantity: 5, revenue: 155, cost: 101.5, margin: 53.5, unknownCostRevenue: 7.41 },
      byCategory: [
        { category: 'Telefona', quantity: 1, revenue: 120, cost: 90, margin: 30, unknownCostRevenue: 0 },
        { category: 'Karikues', quantity: 1, revenue: 12.96, cost: 6, margin: 6.96, unknownCostRevenue: 0 },
        // The cable (4.63, cost 1.50) and the quick line (7.41, cost unknown).
        { category: null, quantity: 2, revenue: 12.04, cost: 1.5, margin: 10.54, unknownCostRevenue: 7.41 },
        // Two cases sold, one returned.
        { category: 'Mbrojtëse', quantity: 1, revenue: 10, cost: 4, margin: 6, unknownCostRevenue: 0 },
      ],
      // The return Ilir took in counts against Mira, who made the sale.
      byWorker: [
        {
          authorId: mira.authorId,
          name: 'Mira Hoxha',
          quantity: 2,
          revenue: 130,
          cost: 94,
          margin: 36,
          unknownCostRevenue: 0,
        },
        {
          authorId: ilir.authorId,
          name: 'Ilir Çeku',
          quantity: 3,
          revenue: 25,
          cost: 7.5,
          margin: 17.5,
          unknownCostRevenue: 7.41,
        },
      ],
    });
    // The job's balance paid in the sale stays the job's revenue (50 labour), not the sales'.
    expect(profit.months[0]).toMatchObject({ month: '2026-01', jobsCompleted: 1, labour: 50, revenue: 50 });
    const empty = (await get('/api/reports/profit?from=2025-12&to=2025-12')).body as ProfitReportResponse;
    expect(empty.sales).toEqual({
      total: { quantity: 0, revenue: 0, cost: 0, margin: 0, unknownCostRevenue: 0 },
      byCategory: [],
      byWorker: [],
    });
  });

  it('exports one row per sale line as CSV (returns negative, the shop’s clock) and as Excel', async () => {
    const response = await get('/api/export/sales.csv?from=2026-01-15&to=2026-01-16');
    expectStatus(response, 200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="shitjet-2026-01-15-2026-01-16.csv"');
    expect(linesOf(response.text)).toEqual([
      'Data;Nr.;Lloji;Produkti;IMEI / Nr. serik;Sasia;Çmimi;Zbritja;Totali neto;TVSH %;Kostoja;Shitësi;Klienti;Mënyra',
      '15.01.2026 11:30;1;Shitje;Mbulesë iPhone 13;;2;10,00;0,00;20,00;18,00;8,00;Mira Hoxha;Arta Krasniqi;Para në dorë',
      `15.01.2026 11:30;1;Shitje;Riparimi ${clientTicketCode(job.id)};;1;30,00;0,00;30,00;;;Mira Hoxha;Arta Krasniqi;Para në dorë`,
      '15.01.2026 12:00;2;Shitje;Karikues USB-C;;1;15,00;1,00;12,96;;6,00;Ilir Çeku;;Kartelë, Para në dorë',
      '15.01.2026 12:00;2;Shitje;Kabllo;;1;5,00;0,00;4,63;;1,50;Ilir Çeku;;Kartelë, Para në dorë',
      '15.01.2026 12:00;2;Shitje;Ngjitje xhami;;1;8,00;0,00;7,41;;;Ilir Çeku;;Kartelë, Para në dorë',
      '15.01.2026 14:00;3;Kthim;Mbulesë iPhone 13;;-1;10,00;0,00;-10,00;18,00;-4,00;Ilir Çeku;Arta Krasniqi;Para në dorë',
      '16.01.2026 00:30;4;Shitje;Samsung A15;356789012345672;1;120,00;0,00;120,00;;90,00;Mira Hoxha;;Transfer bankar',
    ]);

    const workbook = await get('/api/export/sales.xlsx?from=2026-01-15&to=2026-01-15').buffer(true).parse(binary);
    expectStatus(workbook, 200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(workbook.body as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Shitjet');
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(7);
    expect(rows[6]).toEqual([
      new Date(Date.UTC(2026, 0, 15, 14, 0, 0)),
      3,
      'Kthim',
      'Mbulesë iPhone 13',
      undefined,
      -1,
      10,
      0,
      -10,
      18,
      -4,
      'Ilir Çeku',
      'Arta Krasniqi',
      'Para në dorë',
    ]);
  });

  it('counts a split payment with a job’s balance the same way: the job’s balance once, the return off', async () => {
    // Noon on the 15th again: the day closed below.
    t.clock.set('2026-01-15T11:00:00.000Z');
    const counter = await createShop(t, { firstName: 'Besa', lastName: 'Lila' }, { businessName: 'Servisi API' });
    const repair = await createJob(t, counter.token, counter.worker.id, {
      estimatedPrice: 60,
      deposit: { amount: 20, method: 'cash' },
    });
    expectStatus(
      await t.http().put(`/api/jobs/${repair.id}/status`).set(bearer(counter.token)).send({ status: 'ready' }),
      200,
    );
    const product = await post(
      '/api/products',
      {
        name: 'Këllëf',
        costPrice: '3.00',
        salePrice: '8.00',
        quantity: 5,
        forSale: true,
        forRepairs: false,
        category: 'Mbrojtëse',
      },
      counter.token,
    );
    expectStatus(product, 201);
    const productId = (product.body as { product: { id: string } }).product.id;
    // The job's 40 and two cases (16): 56, paid 30 by card and 30 in cash (4 change).
    const sold = await post(
      '/api/sales',
      {
        lines: [
          { jobId: repair.id, quantity: 1 },
          { productId, quantity: 2 },
        ],
        payments: [
          { method: 'card', amount: '30.00' },
          { method: 'cash', amount: '30.00' },
        ],
      },
      counter.token,
    );
    expectStatus(sold, 201);
    const sale = (sold.body as { sale: { id: string; lines: { id: string; kind: string }[] } }).sale;
    const caseLine = sale.lines.find((line) => line.kind === 'product');
    expectStatus(
      await post(`/api/sales/${sale.id}/returns`, { lines: [{ lineId: caseLine?.id, quantity: 1 }] }, counter.token),
      201,
    );

    const day = (await get('/api/reports/day?date=2026-01-15', counter.token)).body as DayReportResponse;
    // Cash: the deposit 20 and the sale's 26 kept, 8 back for the case; card: 30. The job's 40 counts once.
    expect(day.money).toEqual({
      byMethod: [
        { method: 'cash', in: 46, out: 8, net: 38 },
        { method: 'card', in: 30, out: 0, net: 30 },
        { method: 'bank', in: 0, out: 0, net: 0 },
      ],
      in: 76,
      out: 8,
      net: 68,
    });
    expect(day.sales).toMatchObject({ count: 1, returns: 1, revenue: 8, jobBalances: 40 });
    expect(day.completedJobs).toEqual({ revenue: 60, partsCost: 0, grossProfit: 60 });
    const profit = (await get('/api/reports/profit?from=2026-01&to=2026-01', counter.token))
      .body as ProfitReportResponse;
    expect(profit.sales.byCategory).toEqual([
      { category: 'Mbrojtëse', quantity: 1, revenue: 8, cost: 3, margin: 5, unknownCostRevenue: 0 },
    ]);
    expect(profit.months[0]).toMatchObject({ jobsCompleted: 1, labour: 60, revenue: 60 });
  });

  it('keeps the sales export to the shop, its owner and managers', async () => {
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    expectError(await get('/api/export/sales.csv?from=2026-01-15&to=2026-01-15', technician), 403);
    const theirs = linesOf((await get('/api/export/sales.csv?from=2026-01-01&to=2026-01-31', other.token)).text);
    expect(theirs).toHaveLength(2);
    expect(theirs[1]).toContain(';Tjetër;');
    expectError(
      await get('/api/export/sales.csv?from=2026-01-16&to=2026-01-15'),
      400,
      'Data e fillimit duhet të jetë para datës së mbarimit.',
    );
  });
});

describe('an Albanian register’s drawer with the counter sales', () => {
  it('expects the initial cash, the sales’ cash net of the change and less the returns’', async () => {
    const { t, cis } = await startFiscalTestApp();
    try {
      const shop = await albanianShop(t, cis);
      expectStatus(
        await t
          .http()
          .post('/api/fiscal/cash-deposits')
          .set(bearer(shop.token))
          .send({ amount: '1000', operation: 'initial' }),
        201,
      );
      const headphones = await addProduct(t, shop.token, {
        name: 'Kufje',
        salePrice: '1500.00',
        costPrice: '700.00',
      });
      t.clock.set('2026-01-15T10:30:00.000Z');
      const sale = await sell(t, shop.token, {
        lines: [{ productId: headphones.id, quantity: 2 }],
        payments: [{ method: 'cash', amount: '5000.00' }],
      });
      t.clock.set('2026-01-15T11:00:00.000Z');
      await sell(t, shop.token, { lines: [{ lineId: sale.lines[0]?.id, quantity: 1 }] }, sale.id);
      const report = await t.http().get('/api/reports/day?date=2026-01-15').set(bearer(shop.token));
      expectStatus(report, 200);
      // 5000 given, 2000 change: 3000 in; 1500 back for the return.
      expect((report.body as DayReportResponse).cashDrawer).toEqual({
        initial: 1000,
        deposits: 0,
        withdrawals: 0,
        cashNet: 1500,
        expected: 2500,
      });
    } finally {
      await t.close();
      await cis.close();
    }
  });
});
