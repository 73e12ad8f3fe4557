import type { DayReportResponse, JobResponse, PartSavedResponse, ProfitReportResponse } from '@repair-shop/contracts';
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

/**
 * The day close, the profit report and the CSV files, over one shop's day in shop time (Central
 * European): the test clock starts at 2026-01-15 11:00 there.
 */
describe('reports and exports', () => {
  let t: TestApp;
  let shop: Shop;
  let other: Shop;
  let first: JobResponse;
  let second: JobResponse;
  let lateNight: JobResponse;
  let secondWorkerId: string;

  const post = (path: string, body: object, token = shop.token) => t.http().post(path).set(bearer(token)).send(body);
  const status = async (jobId: string, value: string) =>
    expectStatus(await t.http().put(`/api/jobs/${jobId}/status`).set(bearer(shop.token)).send({ status: value }), 200);
  const get = (path: string, token = shop.token) => t.http().get(path).set(bearer(token));

  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t, { firstName: 'Mira', lastName: 'Hoxha' }, { businessName: 'Servisi Raporti' });
    other = await createShop(t, { firstName: 'Tjetër' }, { businessName: 'Servisi Tjetër' });
    secondWorkerId = (await createWorker(t, shop.token, { firstName: 'Ilir', lastName: 'Çeku' })).id;
    const screen = (
      (
        await post('/api/parts', {
          name: 'Ekran Samsung A54',
          code: 'A54-EKR',
          costPrice: 30,
          salePrice: 45,
          quantity: 4,
        })
      ).body as PartSavedResponse
    ).part;

    // 2026-01-15, shop time.
    first = await createJob(t, shop.token, shop.worker.id, {
      estimatedPrice: 50,
      clientName: '=HYPERLINK("http://x")',
      clientPhone: '044 100 200',
      deviceCode: 'Sekreti-9876',
    });
    expectStatus(await post(`/api/jobs/${first.id}/payments`, { amount: 20, method: 'cash', kind: 'deposit' }), 201);
    expectStatus(await post(`/api/jobs/${first.id}/parts`, { partId: screen.id, quantity: 1 }), 201);
    second = await createJob(t, shop.token, secondWorkerId, { estimatedPrice: 30, clientName: 'Qëndrim Çeku' });
    expectStatus(
      await post(`/api/jobs/${second.id}/payments`, {
        amount: 30,
        method: 'card',
        kind: 'payment',
        fiscalReceiptNumber: 'KF-77',
      }),
      201,
    );
    await status(second.id, 'completed');
    expectStatus(
      await post(`/api/jobs/${first.id}/payments`, { amount: 5, method: 'cash', kind: 'refund', note: 'Gabim' }),
      201,
    );
    // 00:30 on the 16th in the shop (23:30 on the 15th in UTC): the next day's.
    t.clock.set('2026-01-15T23:30:00.000Z');
    lateNight = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 10, clientName: 'Natë Vonë' });
    // The 16th: the first job completed, paid in full.
    t.clock.set('2026-01-16T09:00:00.000Z');
    expectStatus(await post(`/api/jobs/${first.id}/payments`, { amount: 80, method: 'bank', kind: 'payment' }), 201);
    await status(first.id, 'completed');
    // Another shop's money never shows here.
    const theirs = await createJob(t, other.token, other.worker.id, { estimatedPrice: 999 });
    expectStatus(
      await post(`/api/jobs/${theirs.id}/payments`, { amount: 999, method: 'cash', kind: 'payment' }, other.token),
      201,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a day: money by method, jobs received and completed, parts used, gross profit, every payment', async () => {
    const response = await get('/api/reports/day?date=2026-01-15');
    expectStatus(response, 200);
    const day = response.body as DayReportResponse;
    expect(day.date).toBe('2026-01-15');
    expect(day.currency).toBe('EUR');
    expect(day.money).toEqual({
      byMethod: [
        { method: 'cash', in: 20, out: 5, net: 15 },
        { method: 'card', in: 30, out: 0, net: 30 },
        { method: 'bank', in: 0, out: 0, net: 0 },
      ],
      in: 50,
      out: 5,
      net: 45,
    });
    expect(day.jobs).toEqual({ received: 2, completed: 1 });
    expect(day.parts).toEqual({ quantity: 1, sales: 45, cost: 30 });
    expect(day.completedJobs).toEqual({ revenue: 30, partsCost: 0, grossProfit: 30 });
    expect(
      day.payments.map((line) => [line.ticket, line.clientName, line.kind, line.method, line.amount, line.takenBy]),
    ).toEqual([
      [first.id.slice(-6).toUpperCase(), '=HYPERLINK("http://x")', 'deposit', 'cash', 20, 'Mira Hoxha'],
      [second.id.slice(-6).toUpperCase(), 'Qëndrim Çeku', 'payment', 'card', 30, 'Mira Hoxha'],
      [first.id.slice(-6).toUpperCase(), '=HYPERLINK("http://x")', 'refund', 'cash', 5, 'Mira Hoxha'],
    ]);
    expect(day.paymentsTruncated).toBe(false);

    const next = (await get('/api/reports/day?date=2026-01-16')).body as DayReportResponse;
    expect(next.jobs).toEqual({ received: 1, completed: 1 });
    expect(next.money.in).toBe(80);
    // The first job: 50 labour + 45 the screen, less the screen's 30.
    expect(next.completedJobs).toEqual({ revenue: 95, partsCost: 30, grossProfit: 65 });
    // Without a date: today in the shop.
    expect(((await get('/api/reports/day')).body as DayReportResponse).date).toBe('2026-01-16');
  });

  it('refuses a day that is not one, in Albanian', async () => {
    expectError(
      await get('/api/reports/day?date=2026-02-30'),
      400,
      'Fusha «Data» duhet të jetë një datë e vlefshme (VVVV-MM-DD).',
    );
    expectError(
      await get('/api/reports/day?date=15.01.2026'),
      400,
      'Fusha «Data» duhet të jetë një datë e vlefshme (VVVV-MM-DD).',
    );
  });

  it('shows profit per month (months without jobs included) and per worker who completed the jobs', async () => {
    const response = await get('/api/reports/profit?from=2025-12&to=2026-02');
    expectStatus(response, 200);
    const profit = response.body as ProfitReportResponse;
    const none = { jobsCompleted: 0, labour: 0, partsSales: 0, partsCost: 0, revenue: 0, profit: 0 };
    expect(profit).toEqual({
      currency: 'EUR',
      months: [
        { month: '2025-12', ...none },
        { month: '2026-01', jobsCompleted: 2, labour: 80, partsSales: 45, partsCost: 30, revenue: 125, profit: 95 },
        { month: '2026-02', ...none },
      ],
      workers: [
        { workerId: shop.worker.id, name: 'Driton Gashi', jobsCompleted: 1, revenue: 95, partsCost: 30, profit: 65 },
        { workerId: secondWorkerId, name: 'Ilir Çeku', jobsCompleted: 1, revenue: 30, partsCost: 0, profit: 30 },
      ],
      // No counter sales in this shop (sales-reports.e2e.ts counts them).
      sales: {
        total: { quantity: 0, revenue: 0, cost: 0, margin: 0, unknownCostRevenue: 0 },
        byCategory: [],
        byWorker: [],
      },
    });
    // By default the twelve months up to this one.
    const lastYear = (await get('/api/reports/profit')).body as ProfitReportResponse;
    expect(lastYear.months.map((month) => month.month)).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect((await get('/api/reports/profit', other.token)).body).toMatchObject({
      months: expect.any(Array),
      workers: [],
    });
  });

  it('refuses a profit range that is reversed, too long or not months', async () => {
    expectError(
      await get('/api/reports/profit?from=2026-02&to=2026-01'),
      400,
      'Data e fillimit duhet të jetë para datës së mbarimit.',
    );
    expectError(
      await get('/api/reports/profit?from=2024-01&to=2026-01'),
      400,
      'Raporti i fitimit mbulon deri në 24 muaj njëherësh.',
    );
    expectError(
      await get('/api/reports/profit?from=2026-13'),
      400,
      'Fusha «Nga muaji» duhet të jetë një muaj i vlefshëm (VVVV-MM).',
    );
  });

  it('exports the jobs as CSV for Excel: BOM, semicolons, decimal commas, Albanian headers, formulas kept as text', async () => {
    const response = await get('/api/export/jobs.csv?from=2026-01-15&to=2026-01-16');
    expectStatus(response, 200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="punet-2026-01-15-2026-01-16.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = text.slice(1).trimEnd().split('\n');
    expect(header).toBe(
      'Nr. i biletës;Pranuar më;Statusi;Klienti;Telefoni;Pajisja;IMEI;Problemi;Punëtori;Prioriteti;Puna;Pjesët;Totali;Paguar;Mbetja;Përfunduar më;Kategoria',
    );
    expect(rows).toHaveLength(3);
    const row = (job: JobResponse) => rows.find((line) => line.startsWith(`${job.id.slice(-6).toUpperCase()};`)) ?? '';
    expect(row(first)).toContain(`;15.01.2026 11:00;Përfunduar;"'=HYPERLINK(""http://x"")";044 100 200;`);
    expect(row(first)).toMatch(/;Driton Gashi;Normale;50,00;45,00;95,00;95,00;0,00;16\.01\.2026 10:00;[^;]+$/);
    expect(row(second)).toMatch(
      /;Qëndrim Çeku;.*;Ilir Çeku;Normale;30,00;0,00;30,00;30,00;0,00;15\.01\.2026 11:00;[^;]+$/,
    );
    expect(row(lateNight)).toContain(';16.01.2026 00:30;E re;Natë Vonë;');
    // Oldest first.
    expect(rows[2]).toBe(row(lateNight));
    expect(text).not.toContain('Sekreti-9876');
  });

  it('exports payments (refunds negative) and parts used (cost and profit) for the range', async () => {
    const payments = await get('/api/export/payments.csv?from=2026-01-15&to=2026-01-15');
    expectStatus(payments, 200);
    const paymentRows = payments.text.slice(1).trimEnd().split('\n');
    expect(paymentRows[0]).toBe(
      'Data;Nr. i biletës;Klienti;Lloji;Mënyra;Shuma;Nr. i kuponit fiskal;Shënimi;Mori pagesën',
    );
    expect(paymentRows.slice(1).map((row) => row.split(';').slice(3, 8))).toEqual([
      ['Paradhënie', 'Para në dorë', '20,00', '', ''],
      ['Pagesë', 'Kartelë', '30,00', 'KF-77', ''],
      ['Kthim parash', 'Para në dorë', '-5,00', '', 'Gabim'],
    ]);
    const parts = await get('/api/export/parts.csv?from=2026-01-01&to=2026-01-31');
    const partRows = parts.text.slice(1).trimEnd().split('\n');
    expect(partRows[0]).toBe(
      'Data;Nr. i biletës;Klienti;Pjesa;Kodi;Sasia;Çmimi i shitjes;Vlera e shitjes;Çmimi i blerjes;Vlera e blerjes;Fitimi;Shtoi',
    );
    expect(partRows.slice(1).map((row) => row.split(';').slice(3))).toEqual([
      ['Ekran Samsung A54', 'A54-EKR', '1', '45,00', '45,00', '30,00', '30,00', '15,00', 'Mira Hoxha'],
    ]);
    // An empty range is a header alone.
    expect((await get('/api/export/parts.csv?from=2025-01-01&to=2025-01-31')).text).toBe('\uFEFF' + partRows[0] + '\n');
  });

  it("keeps the reports to the owner and managers of the shop, and each shop's to itself", async () => {
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    for (const path of [
      '/api/reports/day',
      '/api/reports/profit',
      '/api/export/jobs.csv?from=2026-01-15&to=2026-01-15',
    ]) {
      expectError(await get(path, technician), 403);
    }
    const manager = await staffLogin(t, shop.token, secondWorkerId, 'manager');
    expect(((await get('/api/reports/day?date=2026-01-15', manager)).body as DayReportResponse).money.in).toBe(50);
    const theirs = (await get('/api/reports/day?date=2026-01-16', other.token)).body as DayReportResponse;
    expect(theirs.money.in).toBe(999);
    expect(theirs.payments).toHaveLength(1);
    const theirFile = (await get('/api/export/jobs.csv?from=2026-01-01&to=2026-01-31', other.token)).text;
    expect(theirFile).not.toContain('Qëndrim');
    expect(theirFile.trimEnd().split('\n')).toHaveLength(2);
  });

  it('refuses an export without its range, or with a reversed one', async () => {
    expectError(
      await get('/api/export/jobs.csv?to=2026-01-15'),
      400,
      'Fusha «Nga data» duhet të jetë një datë e vlefshme (VVVV-MM-DD).',
    );
    expectError(
      await get('/api/export/payments.csv?from=2026-01-16&to=2026-01-15'),
      400,
      'Data e fillimit duhet të jetë para datës së mbarimit.',
    );
  });
});
