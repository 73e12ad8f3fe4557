import {
  IMPORT_MAX_ROWS,
  type ClientResponse,
  type ImportPreviewResponse,
  type ImportRejectedError,
  type JobAttentionResponse,
  type JobResponse,
} from '@repair-shop/contracts';
import { rebuildKeptFigures } from '../src/database/kept-figures';
import { csvFile, importFile, previewImport, xlsxFile } from './support/import-files';
import { DAY_MS } from './support/test-clock';
import { keptAndRecomputed } from './support/kept-aggregates';
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

const HEADER = ['Emri', 'Tel', 'Modeli', 'IMEI', 'Përshkrimi', 'Çmimi', 'Statusi', 'Data'];
const JOB_COLUMNS = {
  clientName: 0,
  clientPhone: 1,
  deviceModel: 2,
  deviceId: 3,
  description: 4,
  price: 5,
  status: 6,
  createdAt: 7,
};

/** IMEIs that pass Luhn: 35693803564380 and a check digit. */
const IMEI = ['356938035643809', '490154203237518', '356789012345672'];

describe('importing clients and jobs from a file', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const jobCount = async (businessId = shop.business.id): Promise<number> =>
    (await t.db.query(`SELECT COUNT(*)::int AS n FROM jobs WHERE business_id = $1`, [businessId]))[0].n;

  const expectKeptExact = async (businessId = shop.business.id): Promise<void> => {
    const { kept, recomputed } = await keptAndRecomputed(t.db, businessId);
    expect(kept).toEqual(recomputed);
  };

  describe('the preview', () => {
    it('reads a CSV with semicolons, a BOM, quotes, ë and ç, and suggests the mapping', async () => {
      const file = csvFile([
        HEADER,
        [
          'Qëndrim Çeku',
          '049 111 222',
          'iPhone 13',
          IMEI[0]!,
          'Ekrani; i thyer "keq"\nnë qoshe',
          '1.250,50',
          'Përfunduar',
          '01.12.2025 10:30',
        ],
        ['', '', '', '', '', '', '', ''],
        ['Ëndrita Dërmaku', '044555666', 'Samsung A52', IMEI[1]!, 'Bateria', '25', 'E re', '2025-12-02'],
      ]);
      const response = await previewImport(t, shop.token, file);
      expectStatus(response, 200);
      const preview = response.body as ImportPreviewResponse;
      expect(preview).toMatchObject({
        fileName: 'punet.csv',
        format: 'csv',
        columns: HEADER,
        headerLine: 1,
        rowCount: 2,
        suggestedKind: 'jobs',
      });
      expect(preview.rows.map((row) => row.line)).toEqual([2, 4]);
      expect(preview.rows[0]?.cells).toEqual([
        'Qëndrim Çeku',
        '049 111 222',
        'iPhone 13',
        IMEI[0],
        'Ekrani; i thyer "keq"\nnë qoshe',
        '1.250,50',
        'Përfunduar',
        '01.12.2025 10:30',
      ]);
      expect(preview.suggested.jobs).toEqual(JOB_COLUMNS);
      expect(preview.suggested.clients).toEqual({ name: 0, phone: 1 });
    });

    it('reads commas without a BOM, and Windows-1252 as Excel saves a plain CSV', async () => {
      const comma = await previewImport(
        t,
        shop.token,
        csvFile(
          [
            ['Name', 'Phone', 'Note'],
            ['Çlirim Hoxha', '+383 44 000 111', 'Klient, i rregullt'],
          ],
          { separator: ',', bom: false },
        ),
      );
      expectStatus(comma, 200);
      expect((comma.body as ImportPreviewResponse).rows[0]?.cells).toEqual([
        'Çlirim Hoxha',
        '+383 44 000 111',
        'Klient, i rregullt',
      ]);
      expect((comma.body as ImportPreviewResponse).suggested.clients).toEqual({ name: 0, phone: 1, note: 2 });
      const windows = await previewImport(
        t,
        shop.token,
        csvFile(
          [
            ['Klienti', 'Telefoni'],
            ['Dëshirë Çollaku', '045 111 222'],
          ],
          { encoding: 'windows-1252' },
        ),
      );
      expectStatus(windows, 200);
      expect((windows.body as ImportPreviewResponse).rows[0]?.cells).toEqual(['Dëshirë Çollaku', '045 111 222']);
    });

    it('reads an .xlsx workbook with its numbers and dates as cells', async () => {
      const file = await xlsxFile([
        HEADER,
        [
          'Arta Krasniqi',
          44123456,
          'Pixel 7',
          Number(IMEI[2]),
          'Kamera',
          19.9,
          'Gati',
          new Date(Date.UTC(2025, 11, 3, 14, 5)),
        ],
      ]);
      const response = await previewImport(t, shop.token, file, 'punet.xlsx');
      expectStatus(response, 200);
      expect(response.body).toMatchObject({ format: 'xlsx', columns: HEADER, rowCount: 1 });
      expect((response.body as ImportPreviewResponse).rows[0]?.cells).toEqual([
        'Arta Krasniqi',
        44123456,
        'Pixel 7',
        Number(IMEI[2]),
        'Kamera',
        19.9,
        'Gati',
        '2025-12-03 14:05:00',
      ]);
    });

    it('refuses what is not a CSV or an .xlsx, with an Albanian reason', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      expectError(
        await previewImport(t, shop.token, png, 'foto.png'),
        400,
        'Skedari nuk lexohet. Dërgoni një skedar CSV ose Excel (.xlsx).',
      );
      const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
      expectError(await previewImport(t, shop.token, xls, 'vjeter.xls'), 400, /Skedarët e vjetër \.xls nuk lexohen/);
      const brokenZip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(100)]);
      expectError(await previewImport(t, shop.token, brokenZip, 'prishur.xlsx'), 400, /Skedari Excel nuk lexohet/);
      expectError(
        await previewImport(t, shop.token, Buffer.from('\r\n\r\n'), 'bosh.csv'),
        400,
        'Skedari është bosh: nuk ka asnjë rresht me të dhëna.',
      );
      expectError(
        await previewImport(t, shop.token, Buffer.alloc(0), 'zero.csv'),
        400,
        'Skedari është bosh. Zgjidhni skedarin me të dhëna.',
      );
      expectError(
        await t.http().post('/api/imports/preview').set(bearer(shop.token)).send({}),
        400,
        /Nuk u dërgua asnjë skedar/,
      );
    });

    it('refuses a file over 5 MB (413) and more than 20,000 rows', async () => {
      const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
      expectError(
        await previewImport(t, shop.token, big, 'madh.csv'),
        413,
        'Skedari është më i madh se 5 MB. Ndajeni në disa skedarë më të vegjël.',
      );
      const rows = [
        ['Klienti', 'Telefoni'],
        ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, index) => [
          `Klienti ${index}`,
          `044 ${String(index).padStart(6, '0')}`,
        ]),
      ];
      const response = await previewImport(t, shop.token, csvFile(rows), 'shume.csv');
      expectError(
        response,
        400,
        'Skedari ka më shumë se 20.000 rreshta. Ndajeni në disa skedarë me deri në 20.000 rreshta secili.',
      );
      expect((response.body as { code: string }).code).toBe('IMPORT_FILE_TOO_LARGE');
    });
  });

  describe('jobs', () => {
    it('imports every row in one go, with its history, its tracking link and exact figures, and texts nobody', async () => {
      const other = await createWorker(t, shop.token, { firstName: 'Besnik', lastName: 'Krasniqi' });
      const file = csvFile([
        [...HEADER, 'Punëtori', 'Përfunduar më'],
        [
          'Qëndrim Çeku',
          '049 111 222',
          'iPhone 13',
          IMEI[0]!,
          'Ekrani',
          '1.250,50',
          'Përfunduar',
          '01.12.2025 10:30',
          'Besnik Krasniqi',
          '03.12.2025 16:00',
        ],
        ['Qëndrim Ç.', '+383 49 111 222', 'iPad', 'DMPXK2ABCD', 'Bateria', '0,10', 'gati', '2025-12-05', '', ''],
        ['Ëndrita Dërmaku', '44555666', 'Samsung A52', IMEI[1]!, 'Kamera', '', '', '', 'driton', ''],
      ]);
      const before = Date.parse(t.clock.now().toISOString());
      const response = await importFile(t, shop.token, file, 'jobs', {
        columns: { ...JOB_COLUMNS, worker: 8, completedAt: 9 },
        workerId: shop.worker.id,
      });
      expectStatus(response, 201);
      expect(response.body).toEqual({ success: true, kind: 'jobs', imported: 3, skipped: 0, rowCount: 3 });

      const jobs = await t.db.query(
        `SELECT client_name, client_phone, device_model, device_imei, device_id_kind, device_code, work_description, estimated_price::text AS price,
                status, priority, worker_id, created_at, ready_at, completed_at, last_completed_at, completed_by_worker_id, length(tracking_token) AS token, warranty_days
           FROM jobs WHERE business_id = $1 ORDER BY created_at`,
        [shop.business.id],
      );
      expect(jobs).toEqual([
        expect.objectContaining({
          client_name: 'Qëndrim Çeku',
          device_imei: IMEI[0],
          device_id_kind: 'imei',
          device_code: 'Pa kod',
          price: '1250.50',
          status: 'completed',
          priority: 'normal',
          worker_id: other.id,
          // 10:30 and 16:00 in Prishtina, in winter (UTC+1).
          created_at: new Date('2025-12-01T09:30:00Z'),
          ready_at: null,
          completed_at: new Date('2025-12-03T15:00:00Z'),
          last_completed_at: new Date('2025-12-03T15:00:00Z'),
          completed_by_worker_id: null,
          token: 22,
          warranty_days: 30,
        }),
        expect.objectContaining({
          client_phone: '+383 49 111 222',
          device_imei: 'DMPXK2ABCD',
          device_id_kind: 'serial',
          price: '0.10',
          status: 'ready',
          worker_id: shop.worker.id,
          ready_at: new Date('2025-12-04T23:00:00Z'),
        }),
        expect.objectContaining({
          client_phone: '044555666',
          price: null,
          status: 'new',
          worker_id: shop.worker.id,
          completed_at: null,
        }),
      ]);
      // Without a date, a job comes in when it is imported.
      expect(Date.parse(jobs[2].created_at)).toBe(before);

      const history = await t.db.query(
        `SELECT j.client_name, e.type, e.status, e.message, e.author_name FROM job_events e JOIN jobs j ON j.id = e.job_id WHERE j.business_id = $1 ORDER BY j.created_at, e.seq`,
        [shop.business.id],
      );
      expect(history.filter((line: { client_name: string }) => line.client_name === 'Qëndrim Çeku')).toEqual([
        {
          client_name: 'Qëndrim Çeku',
          type: 'status',
          status: 'new',
          message: 'Puna u pranua.',
          author_name: `${shop.user.firstName} ${shop.user.lastName}`,
        },
        {
          client_name: 'Qëndrim Çeku',
          type: 'status',
          status: 'completed',
          message: 'Statusi u ndryshua në «Përfunduar».',
          author_name: `${shop.user.firstName} ${shop.user.lastName}`,
        },
        {
          client_name: 'Qëndrim Çeku',
          type: 'edit',
          status: null,
          message: 'Importuar nga skedari «punet.csv», rreshti 2.',
          author_name: `${shop.user.firstName} ${shop.user.lastName}`,
        },
      ]);
      expect(history).toHaveLength(8);
      // No SMS to the clients, no label for the print stations.
      expect((await t.db.query(`SELECT COUNT(*)::int AS n FROM sms_outbox`))[0].n).toBe(0);
      expect((await t.db.query(`SELECT COUNT(*)::int AS n FROM print_jobs`))[0].n).toBe(0);
      await expectKeptExact();

      // The list finds them, and the clients' totals count the completed job at its exact price.
      const list = await t.http().get('/api/jobs?search=qendrim').set(bearer(shop.token));
      expect((list.body as JobResponse[]).map((job) => job.clientName).sort()).toEqual(['Qëndrim Ç.', 'Qëndrim Çeku']);
      const clients = (await t.http().get('/api/clients?search=049111222').set(bearer(shop.token)))
        .body as ClientResponse[];
      expect(clients).toEqual([
        {
          phoneKey: '049111222',
          name: 'Qëndrim Ç.',
          phone: '+383 49 111 222',
          jobCount: 2,
          totalSpent: 1250.5,
          lastJobAt: '2025-12-04T23:00:00.000Z',
          note: null,
        },
      ]);
      const counts = await t.http().get('/api/jobs/counts').set(bearer(shop.token));
      expect(counts.body).toMatchObject({ total: 3, byStatus: { completed: 1, ready: 1, new: 1 } });
      // The job ready since the file's date waits for its client: it needs attention from then.
      const attention = await t.http().get('/api/jobs/attention').set(bearer(shop.token));
      expectStatus(attention, 200);
      expect(
        (attention.body as JobAttentionResponse[]).map(({ clientName, reason, since }) => [clientName, reason, since]),
      ).toEqual([['Qëndrim Ç.', 'uncollected', '2025-12-04T23:00:00.000Z']]);
    });

    it('refuses the whole file for one bad row anywhere, naming its line, column and problem, and writes nothing', async () => {
      const before = await jobCount();
      const good = (index: number) => [
        `Klienti ${index}`,
        `044 200 ${String(index).padStart(3, '0')}`,
        'Nokia',
        IMEI[index % 3]!,
        'Ekrani',
        '10',
        'E re',
        '10.12.2025',
      ];
      const rows = [HEADER, ...Array.from({ length: 300 }, (_, index) => good(index))];
      rows[151] = ['Arben', '044 200 999', 'Nokia', '356938035643808', 'Ekrani', '12,555', 'Fshirë', '31.02.2025'];
      const response = await importFile(t, shop.token, csvFile(rows), 'jobs', {
        columns: JOB_COLUMNS,
        workerId: shop.worker.id,
      });
      expectStatus(response, 400);
      const rejected = response.body as ImportRejectedError;
      expect(rejected.code).toBe('IMPORT_ROWS_INVALID');
      expect(rejected.detail).toBe(
        'Një rresht ka gabime. Asgjë nuk u importua: ndreqini në skedar dhe provoni përsëri.',
      );
      expect(rejected.badRowCount).toBe(1);
      expect(rejected.badRows).toEqual([
        {
          line: 152,
          column: 'IMEI',
          field: 'IMEI / Numri serik',
          problem: expect.stringMatching(/^IMEI nuk është i saktë/),
          value: '356938035643808',
        },
        {
          line: 152,
          column: 'Statusi',
          field: 'Statusi',
          problem: expect.stringMatching(/^Statusi nuk njihet/),
          value: 'Fshirë',
        },
        {
          line: 152,
          column: 'Data',
          field: 'Data e pranimit',
          problem: expect.stringMatching(/^Data nuk njihet/),
          value: '31.02.2025',
        },
      ]);
      expect(await jobCount()).toBe(before);
    });

    it('lists at most the first 100 problems, and counts every bad row', async () => {
      const rows = [
        HEADER,
        ...Array.from({ length: 150 }, (_, index) => [
          `K ${index}`,
          'pa numër',
          'Nokia',
          IMEI[0]!,
          'Ekrani',
          '',
          '',
          '',
        ]),
      ];
      const response = await importFile(t, shop.token, csvFile(rows), 'jobs', {
        columns: JOB_COLUMNS,
        workerId: shop.worker.id,
      });
      expectStatus(response, 400);
      const rejected = response.body as ImportRejectedError;
      expect([
        rejected.badRowCount,
        rejected.badRows.length,
        rejected.badRows[0]?.line,
        rejected.badRows[99]?.line,
      ]).toEqual([150, 100, 2, 101]);
      expect(rejected.detail).toBe(
        '150 rreshta kanë gabime. Asgjë nuk u importua: ndreqini në skedar dhe provoni përsëri.',
      );
    });

    it('skips rows that are the same job as one the shop has or as a row above (and says how many)', async () => {
      const file = csvFile([
        HEADER,
        ['Vjosa Berisha', '045 300 100', 'Huawei P30', IMEI[2]!, 'Mikrofoni', '30', 'Në proces', '08.12.2025 09:15'],
        ['Vjosa Berisha', '045300100', 'Huawei P30', IMEI[2]!, 'Mikrofoni', '30', 'Në proces', '08.12.2025 09:15'],
        ['Vjosa Berisha', '045 300 100', 'Huawei P30', IMEI[2]!, 'Altoparlanti', '20', 'E re', '08.12.2025 09:15'],
      ]);
      const first = await importFile(t, shop.token, file, 'jobs', { columns: JOB_COLUMNS, workerId: shop.worker.id });
      expect(first.body).toEqual({ success: true, kind: 'jobs', imported: 2, skipped: 1, rowCount: 3 });
      const again = await importFile(t, shop.token, file, 'jobs', { columns: JOB_COLUMNS, workerId: shop.worker.id });
      expect(again.body).toEqual({ success: true, kind: 'jobs', imported: 0, skipped: 3, rowCount: 3 });
      await expectKeptExact();
    });

    it('follows an imported job in process from the import: "Kërkon vëmendje" lists it once the shop\'s idle days pass with no line since', async () => {
      const quiet = await createShop(t);
      const waitingList = async () =>
        ((await t.http().get('/api/jobs/attention').set(bearer(quiet.token))).body as JobAttentionResponse[]).map(
          ({ clientName, reason, since }) => [clientName, reason, since],
        );
      // Weeks before the import, by the file's date.
      const file = csvFile([
        HEADER,
        ['Dritë Berisha', '049 800 800', 'iPhone 12', IMEI[1]!, 'Bateria', '40', 'Në proces', '01.12.2025 09:00'],
      ]);
      const importedAt = t.clock.now();
      expectStatus(
        await importFile(t, quiet.token, file, 'jobs', { columns: JOB_COLUMNS, workerId: quiet.worker.id }),
        201,
      );
      // The shop follows it in Servisi from the import: nothing at once, nor a minute before its 7 days.
      expect(await waitingList()).toEqual([]);
      t.clock.advance(7 * DAY_MS - 60_000);
      expect(await waitingList()).toEqual([]);
      t.clock.advance(60_000);
      expect(await waitingList()).toEqual([['Dritë Berisha', 'idle', importedAt.toISOString()]]);
    });

    it('imports an .xlsx workbook with number, date and text cells', async () => {
      const file = await xlsxFile([
        [...HEADER, 'Prioriteti'],
        [
          'Arta Krasniqi',
          44987654,
          'Pixel 7',
          Number(IMEI[2]),
          'Kamera',
          19.9,
          'Gati',
          new Date(Date.UTC(2025, 11, 3, 14, 5)),
          'E lartë',
        ],
        [
          'Blerim Hoti',
          '+355 69 123 4567',
          'Xiaomi 12',
          IMEI[0]!,
          'Porta e karikimit',
          1500,
          'Nuk rregullohet',
          45995,
          null,
        ],
      ]);
      const response = await importFile(
        t,
        shop.token,
        file,
        'jobs',
        { columns: { ...JOB_COLUMNS, priority: 8 }, workerId: shop.worker.id },
        'punet.xlsx',
      );
      expectStatus(response, 201);
      const rows = await t.db.query(
        `SELECT client_phone, estimated_price::text AS price, status, priority, created_at FROM jobs WHERE client_name IN ('Arta Krasniqi', 'Blerim Hoti') ORDER BY client_name`,
      );
      expect(rows).toEqual([
        {
          client_phone: '044987654',
          price: '19.90',
          status: 'ready',
          priority: 'high',
          created_at: new Date('2025-12-03T13:05:00Z'),
        },
        // Excel's serial 45995 is 4 December 2025, midnight in the shop.
        {
          client_phone: '+355 69 123 4567',
          price: '1500.00',
          status: 'not_repairable',
          priority: 'normal',
          created_at: new Date('2025-12-03T23:00:00Z'),
        },
      ]);
      await expectKeptExact();
    });

    it("matches workers of the caller's shop only, and refuses a chosen worker of another shop", async () => {
      const rival = await createShop(t);
      await createWorker(t, rival.token, { firstName: 'Fatos', lastName: 'Rama' });
      const file = csvFile([
        [...HEADER, 'Punëtori'],
        ['Genta Morina', '049 700 700', 'iPhone 11', IMEI[1]!, 'Ekrani', '45', 'E re', '09.12.2025', 'Fatos Rama'],
      ]);
      const unknown = await importFile(t, shop.token, file, 'jobs', {
        columns: { ...JOB_COLUMNS, worker: 8 },
        workerId: shop.worker.id,
      });
      expectStatus(unknown, 400);
      expect((unknown.body as ImportRejectedError).badRows).toEqual([
        {
          line: 2,
          column: 'Punëtori',
          field: 'Punëtori',
          problem: expect.stringMatching(/^Dyqani nuk ka punëtor me emrin «Fatos Rama»/),
          value: 'Fatos Rama',
        },
      ]);
      expectError(
        await importFile(t, shop.token, file, 'jobs', { columns: JOB_COLUMNS, workerId: rival.worker.id }),
        400,
        'Punëtori i zgjedhur për rreshtat pa punëtor nuk u gjet ose nuk është aktiv.',
      );
      // The rival's own import goes to the rival's shop alone.
      const rivalBefore = await jobCount(rival.business.id);
      const mineBefore = await jobCount();
      expectStatus(await importFile(t, rival.token, file, 'jobs', { columns: { ...JOB_COLUMNS, worker: 8 } }), 201);
      expect([await jobCount(rival.business.id), await jobCount()]).toEqual([rivalBefore + 1, mineBefore]);
    });

    it('refuses a mapping without a required field or with a column the file lacks', async () => {
      const file = csvFile([HEADER, ['Ana', '044 000 000', 'Nokia', IMEI[0]!, 'Ekrani', '', '', '']]);
      const missing = await importFile(t, shop.token, file, 'jobs', {
        columns: { clientName: 0, clientPhone: 1, deviceModel: 2 },
        workerId: shop.worker.id,
      });
      expectError(missing, 400, 'Zgjidhni kolonën për: IMEI / Numri serik, Përshkrimi.');
      expect((missing.body as { code: string }).code).toBe('IMPORT_MAPPING_INVALID');
      expectError(
        await importFile(t, shop.token, file, 'jobs', {
          columns: { ...JOB_COLUMNS, price: 12 },
          workerId: shop.worker.id,
        }),
        400,
        'Kolona e zgjedhur për «Çmimi» nuk është në skedar.',
      );
      expectError(
        await importFile(t, shop.token, file, 'makina', { columns: JOB_COLUMNS }),
        400,
        'Zgjidhni çfarë importoni: klientë ose punë.',
      );
      expectError(
        await importFile(t, shop.token, file, 'jobs', '{nuk'),
        400,
        /Kolonat e zgjedhura nuk u dërguan si duhet/,
      );
      const rowsWithoutWorker = await importFile(t, shop.token, file, 'jobs', { columns: JOB_COLUMNS });
      expect((rowsWithoutWorker.body as ImportRejectedError).badRows[0]?.problem).toMatch(/^Mungon punëtori/);
    });

    it('imports 20,000 rows in one request, with the figures exact', async () => {
      const busy = await createShop(t);
      const rows = [
        HEADER,
        ...Array.from({ length: IMPORT_MAX_ROWS }, (_, index) => [
          `Klienti ${index % 7000}`,
          `044 ${String(index % 7000).padStart(6, '0')}`,
          'Samsung',
          `SN${index}`,
          `Riparimi ${index}`,
          `${index % 90},${String(index % 100).padStart(2, '0')}`,
          ['E re', 'Në proces', 'Gati', 'Përfunduar', 'Nuk rregullohet'][index % 5]!,
          `${String((index % 28) + 1).padStart(2, '0')}.${String((index % 12) + 1).padStart(2, '0')}.2025 ${String(index % 24).padStart(2, '0')}:00`,
        ]),
      ];
      const response = await importFile(
        t,
        busy.token,
        csvFile(rows),
        'jobs',
        { columns: JOB_COLUMNS, workerId: busy.worker.id },
        'te-gjitha.csv',
      );
      expectStatus(response, 201);
      expect(response.body).toEqual({
        success: true,
        kind: 'jobs',
        imported: IMPORT_MAX_ROWS,
        skipped: 0,
        rowCount: IMPORT_MAX_ROWS,
      });
      expect(
        (await t.db.query(`SELECT COUNT(*)::int AS n FROM clients WHERE business_id = $1`, [busy.business.id]))[0].n,
      ).toBe(7000);
      await expectKeptExact(busy.business.id);
      // A volume test: generous, since it shares the processor with the other jest workers.
    }, 300_000);
  });

  describe('clients', () => {
    it('makes clients of the shop that have no job yet: listed, searched, kept through a rebuild of the figures', async () => {
      const file = csvFile([
        ['Emri', 'Telefoni', 'Shënimi'],
        ['Dafina Gashi', '049 800 100', 'Klient i vjetër'],
        ['Qëndrim (tjetër emër)', '049 111 222', ''],
        ['Dafina G.', '049800100', 'e njëjta'],
        ['Ylber Çollaku', '043 800 200', ''],
      ]);
      const response = await importFile(
        t,
        shop.token,
        file,
        'clients',
        { columns: { name: 0, phone: 1, note: 2 } },
        'klientet.csv',
      );
      expectStatus(response, 201);
      // The phone the shop already has (from its jobs) and the repeated one are skipped.
      expect(response.body).toEqual({ success: true, kind: 'clients', imported: 2, skipped: 2, rowCount: 4 });
      const search = (await t.http().get('/api/clients?search=dafina').set(bearer(shop.token)))
        .body as ClientResponse[];
      expect(search).toEqual([
        {
          phoneKey: '049800100',
          name: 'Dafina Gashi',
          phone: '049 800 100',
          jobCount: 0,
          totalSpent: 0,
          lastJobAt: null,
          note: 'Klient i vjetër',
        },
      ]);
      // The client's page and the new job dialog's suggestions know them too, without a visit yet.
      const page = await t.http().get('/api/clients/049800100').set(bearer(shop.token));
      expectStatus(page, 200);
      expect(page.body).toEqual({
        phoneKey: '049800100',
        name: 'Dafina Gashi',
        phone: '049 800 100',
        jobCount: 0,
        firstJobAt: null,
        lastJobAt: null,
        note: 'Klient i vjetër',
        currency: 'EUR',
        totalSpent: 0,
        balanceDue: 0,
      });
      const jobs = await t.http().get('/api/clients/049800100/jobs').set(bearer(shop.token));
      expectStatus(jobs, 200);
      expect(jobs.body).toEqual([]);
      const suggested = await t.http().get('/api/clients/suggestions?search=dafina').set(bearer(shop.token));
      expect(suggested.body).toEqual({
        clients: [{ phoneKey: '049800100', name: 'Dafina Gashi', phone: '049 800 100', jobCount: 0, lastJobAt: null }],
      });
      const existing = (await t.http().get('/api/clients?search=049111222').set(bearer(shop.token)))
        .body as ClientResponse[];
      expect(existing[0]?.name).toBe('Qëndrim Ç.');
      await expectKeptExact();

      // Their first job takes their row over; its removal to another phone gives it back.
      const job = await createJob(t, shop.token, shop.worker.id, {
        clientName: 'Dafina Gashi-Hoxha',
        clientPhone: '+383 49 800 100',
      });
      const withJob = (await t.http().get('/api/clients?search=dafina').set(bearer(shop.token)))
        .body as ClientResponse[];
      expect(withJob).toMatchObject([{ name: 'Dafina Gashi-Hoxha', jobCount: 1, note: 'Klient i vjetër' }]);
      await expectKeptExact();
      expectStatus(
        await t.http().patch(`/api/jobs/${job.id}`).set(bearer(shop.token)).send({ clientPhone: '044 999 000' }),
        200,
      );
      const back = (await t.http().get('/api/clients?search=049800100').set(bearer(shop.token)))
        .body as ClientResponse[];
      expect(back).toMatchObject([{ name: 'Dafina Gashi', jobCount: 0, lastJobAt: null }]);
      await expectKeptExact();

      const listed = async () =>
        (await t.http().get('/api/clients?limit=100').set(bearer(shop.token))).body as ClientResponse[];
      const before = await listed();
      await rebuildKeptFigures(t.db, shop.business.id);
      expect(await listed()).toEqual(before);
      expect(before.map((client) => client.name)).toEqual(expect.arrayContaining(['Dafina Gashi', 'Ylber Çollaku']));
    });

    it('refuses bad client rows with their lines, importing none', async () => {
      const file = csvFile([
        ['Emri', 'Telefoni'],
        ['Mira Lila', '049 900 100'],
        ['', '049 900 200'],
        ['Luan', 'nuk ka'],
      ]);
      const response = await importFile(t, shop.token, file, 'clients', { columns: { name: 0, phone: 1 } });
      expectStatus(response, 400);
      expect((response.body as ImportRejectedError).badRows.map((row) => [row.line, row.column])).toEqual([
        [3, 'Emri'],
        [4, 'Telefoni'],
      ]);
      expect((await t.http().get('/api/clients?search=mira').set(bearer(shop.token))).body).toEqual([]);
    });
  });

  it("is the owner's and the managers', not a technician's", async () => {
    const manager = await createWorker(t, shop.token, { firstName: 'Mentor', lastName: 'Shala' });
    const technician = await createWorker(t, shop.token, { firstName: 'Teuta', lastName: 'Zeka' });
    const managerToken = await staffLogin(t, shop.token, manager.id, 'manager');
    const technicianToken = await staffLogin(t, shop.token, technician.id, 'technician');
    const file = csvFile([
      ['Emri', 'Telefoni'],
      ['Rina Berisha', '049 901 901'],
    ]);
    expectStatus(await importFile(t, managerToken, file, 'clients', { columns: { name: 0, phone: 1 } }), 201);
    expectError(await importFile(t, technicianToken, file, 'clients', { columns: { name: 0, phone: 1 } }), 403);
    expectError(await previewImport(t, technicianToken, file), 403);
  });
});
