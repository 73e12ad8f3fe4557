import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { JobPartAddedResponse, ProductSavedResponse } from '@repair-shop/contracts';
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

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Reads a whole response body as bytes (supertest leaves binary answers unparsed otherwise). */
const binary = (
  response: { on: (event: string, listener: (chunk?: Buffer) => void) => void },
  callback: (error: Error | null, body: Buffer) => void,
): void => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk) => chunks.push(chunk as Buffer));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** The first sheet's name and rows, as exceljs reads the workbook. */
async function sheetOf(file: Buffer): Promise<{ name: string | undefined; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: workbook.worksheets[0]?.name, rows };
}

/** The CSV's lines without the BOM and the last empty line. */
const linesOf = (text: string): string[] => text.replace('\uFEFF', '').split('\n').slice(0, -1);

describe('exporting the stock movements and the register cash as CSV and Excel', () => {
  let t: TestApp;

  beforeAll(async () => {
    // 10:00 UTC, 11:00 in the shop.
    t = await startTestApp({}, '2026-01-15T10:00:00.000Z');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, token: string) => t.http().get(path).set(bearer(token));
  const download = (path: string, token: string) => get(path, token).buffer(true).parse(binary);

  const addProduct = async (shop: Shop, body: Record<string, unknown>): Promise<string> => {
    const response = await t
      .http()
      .post('/api/products')
      .set(bearer(shop.token))
      .send({ costPrice: '2.00', salePrice: '9.90', forSale: true, forRepairs: true, ...body });
    expectStatus(response, 201);
    return (response.body as ProductSavedResponse).product.id;
  };

  it("writes every movement of the range with its reason in Albanian, who made it and its reference, only the shop's", async () => {
    const shop = await createShop(t, { firstName: 'Arbër', lastName: 'Gashi' });
    const other = await createShop(t);
    const glass = await addProduct(shop, { name: 'Xham mbrojtës', barcode: '4006381333931', quantity: 4 });
    await addProduct(other, { name: 'Bateri e huaj', quantity: 7 });

    t.clock.advance(60_000);
    const job = await createJob(t, shop.token, shop.worker.id, { clientName: 'Ëndrita Dërmaku' });
    const used = await t
      .http()
      .post(`/api/jobs/${job.id}/parts`)
      .set(bearer(shop.token))
      .send({ partId: glass, quantity: 1 });
    expectStatus(used, 201);
    expect((used.body as JobPartAddedResponse).line).toBeDefined();

    t.clock.advance(60_000);
    // A supplier's name typed like a formula stays text behind its reference's word.
    expectStatus(
      await t
        .http()
        .post('/api/stock/receipts')
        .set(bearer(shop.token))
        .send({
          supplierName: '=Elektro',
          invoiceNumber: 'F-2026/118',
          lines: [{ productId: glass, quantity: 3, unitCost: '1.10' }],
        }),
      201,
    );

    t.clock.advance(60_000);
    expectStatus(
      await t
        .http()
        .post('/api/stock/counts')
        .set(bearer(shop.token))
        .send({ lines: [{ productId: glass, countedQuantity: 5 }] }),
      201,
    );

    // The next day's movement is outside a range of the 15th.
    t.clock.set('2026-01-16T09:00:00.000Z');
    expectStatus(await t.http().patch(`/api/parts/${glass}`).set(bearer(shop.token)).send({ quantity: 9 }), 200);

    const csv = await get('/api/export/stock-movements.csv?from=2026-01-15&to=2026-01-15', shop.token);
    expectStatus(csv, 200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="levizjet-e-stokut-2026-01-15-2026-01-15.csv"',
    );
    const ticket = job.id.slice(-6).toUpperCase();
    expect(linesOf(csv.text)).toEqual([
      'Data;Produkti;Barkodi;Arsyeja;Ndryshimi;Sasia pas;Kush;Referenca',
      '15.01.2026 11:00;Xham mbrojtës;4006381333931;Ndryshim me dorë;4;4;Arbër Gashi;',
      `15.01.2026 11:01;Xham mbrojtës;4006381333931;Përdorur në riparim;-1;3;Arbër Gashi;Puna ${ticket}`,
      '15.01.2026 11:02;Xham mbrojtës;4006381333931;Pranim malli;3;6;Arbër Gashi;Pranimi nga =Elektro, fatura F-2026/118',
      '15.01.2026 11:03;Xham mbrojtës;4006381333931;Numërim stoku;-1;5;Arbër Gashi;Numërimi i 15.01.2026 11:03',
    ]);

    const xlsx = await download('/api/export/stock-movements.xlsx?from=2026-01-15&to=2026-01-16', shop.token);
    expectStatus(xlsx, 200);
    expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
    expect(xlsx.headers['content-disposition']).toBe(
      'attachment; filename="levizjet-e-stokut-2026-01-15-2026-01-16.xlsx"',
    );
    const { name, rows } = await sheetOf(xlsx.body as Buffer);
    expect(name).toBe('Lëvizjet e stokut');
    expect(rows[0]).toEqual(linesOf(csv.text)[0]?.split(';'));
    expect(rows).toHaveLength(6);
    expect(rows[2]).toEqual([
      new Date('2026-01-15T11:01:00Z'),
      'Xham mbrojtës',
      '4006381333931',
      'Përdorur në riparim',
      -1,
      3,
      'Arbër Gashi',
      `Puna ${ticket}`,
    ]);
    expect(rows[5]?.slice(3, 6)).toEqual(['Ndryshim me dorë', 4, 9]);

    // The other shop sees its own product only.
    const theirs = linesOf(
      (await get('/api/export/stock-movements.csv?from=2026-01-01&to=2026-01-31', other.token)).text,
    );
    expect(theirs).toHaveLength(2);
    expect(theirs[1]).toContain(';Bateri e huaj;;Ndryshim me dorë;7;7;');
  });

  it('writes the register cash of the range days with the operation in Albanian, withdrawals negative, only the shop', async () => {
    const shop = await createShop(t, {}, { country: 'albania', city: 'Tiranë' });
    const other = await createShop(t, {}, { country: 'albania', city: 'Durrës' });
    // Deposits are stored only as the CIS registered them (see fiscal-cash-register.e2e.ts); the file reads them as stored.
    const deposit = (
      businessId: string,
      operation: string,
      amount: string,
      createdAt: string,
      day: string,
    ): Promise<unknown> =>
      t.db.query(
        `INSERT INTO fiscal_cash_deposits (id, business_id, tcr_code, operation, amount, change_date_time, day, uuid, fcdc,
                                           author_id, author_name, created_at)
         VALUES ($1, $2, 'ab123cd456', $3, $4, $5, $6, $7, $8, $9, 'Arta Morina', $10)`,
        [
          randomUUID(),
          businessId,
          operation,
          amount,
          createdAt,
          day,
          randomUUID(),
          `FCDC-${operation}-${day}`,
          randomUUID(),
          createdAt,
        ],
      );
    await deposit(shop.business.id, 'initial', '5000.00', '2026-01-15T07:30:00.000Z', '2026-01-15');
    await deposit(shop.business.id, 'deposit', '1500.50', '2026-01-15T11:00:00.000Z', '2026-01-15');
    await deposit(shop.business.id, 'withdraw', '2000.00', '2026-01-15T16:45:00.000Z', '2026-01-15');
    await deposit(shop.business.id, 'initial', '4500.00', '2026-01-16T07:30:00.000Z', '2026-01-16');
    await deposit(other.business.id, 'initial', '999.00', '2026-01-15T07:00:00.000Z', '2026-01-15');

    const csv = await get('/api/export/cash-deposits.csv?from=2026-01-15&to=2026-01-15', shop.token);
    expectStatus(csv, 200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="fondi-i-arkes-2026-01-15-2026-01-15.csv"');
    expect(linesOf(csv.text)).toEqual([
      'Data;Veprimi;Shuma;Kodi i arkës;FCDC',
      '15.01.2026 08:30;Fondi fillestar i ditës;5000,00;ab123cd456;FCDC-initial-2026-01-15',
      '15.01.2026 12:00;Shtim parash;1500,50;ab123cd456;FCDC-deposit-2026-01-15',
      '15.01.2026 17:45;Tërheqje parash;-2000,00;ab123cd456;FCDC-withdraw-2026-01-15',
    ]);

    const xlsx = await download('/api/export/cash-deposits.xlsx?from=2026-01-01&to=2026-01-31', shop.token);
    expectStatus(xlsx, 200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="fondi-i-arkes-2026-01-01-2026-01-31.xlsx"');
    const { name, rows } = await sheetOf(xlsx.body as Buffer);
    expect(name).toBe('Fondi i arkës');
    expect(rows).toEqual([
      ['Data', 'Veprimi', 'Shuma', 'Kodi i arkës', 'FCDC'],
      [new Date('2026-01-15T08:30:00Z'), 'Fondi fillestar i ditës', 5000, 'ab123cd456', 'FCDC-initial-2026-01-15'],
      [new Date('2026-01-15T12:00:00Z'), 'Shtim parash', 1500.5, 'ab123cd456', 'FCDC-deposit-2026-01-15'],
      [new Date('2026-01-15T17:45:00Z'), 'Tërheqje parash', -2000, 'ab123cd456', 'FCDC-withdraw-2026-01-15'],
      [new Date('2026-01-16T08:30:00Z'), 'Fondi fillestar i ditës', 4500, 'ab123cd456', 'FCDC-initial-2026-01-16'],
    ]);

    const theirs = linesOf(
      (await get('/api/export/cash-deposits.csv?from=2026-01-01&to=2026-01-31', other.token)).text,
    );
    expect(theirs.slice(1)).toEqual([
      '15.01.2026 08:00;Fondi fillestar i ditës;999,00;ab123cd456;FCDC-initial-2026-01-15',
    ]);
  });

  it("refuses both files to a technician, and a reversed range, in Albanian; a manager's are the shop's", async () => {
    const shop = await createShop(t);
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    for (const path of [
      '/api/export/stock-movements.csv',
      '/api/export/stock-movements.xlsx',
      '/api/export/cash-deposits.csv',
      '/api/export/cash-deposits.xlsx',
    ]) {
      expectError(await get(`${path}?from=2026-01-01&to=2026-01-31`, technician), 403);
      expectError(
        await get(`${path}?from=2026-01-16&to=2026-01-15`, shop.token),
        400,
        'Data e fillimit duhet të jetë para datës së mbarimit.',
      );
    }
    const worker = await createWorker(t, shop.token, { firstName: 'Besa', lastName: 'Krasniqi' });
    const manager = await staffLogin(t, shop.token, worker.id, 'manager');
    const file = await get('/api/export/stock-movements.csv?from=2026-01-01&to=2026-01-31', manager);
    expectStatus(file, 200);
    expect(linesOf(file.text)).toEqual(['Data;Produkti;Barkodi;Arsyeja;Ndryshimi;Sasia pas;Kush;Referenca']);
  });
});
