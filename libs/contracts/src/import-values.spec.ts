import { readDate, readDeviceId, readPhone, readPrice, readPriority, readStatus, shopWallClock } from './import-values';
import { matchWorker, readJobRow, suggestColumns, suggestImportKind } from './import-rows';

const value = <T>(reading: { value: T } | { problem: string }): T | string =>
  'value' in reading ? reading.value : `problem: ${reading.problem}`;

describe('reading an imported cell', () => {
  it('reads prices exactly, with a decimal comma or point and thousands grouped either way', () => {
    const cases: [string | number, string | null][] = [
      ['25', '25.00'],
      ['25,5', '25.50'],
      ['25.50', '25.50'],
      ['1.250,00', '1250.00'],
      ['1,250.00', '1250.00'],
      ['1.250', '1250.00'],
      ['1 250 €', '1250.00'],
      ['€12,30', '12.30'],
      ['1.234.567', '1234567.00'],
      ['0,10', '0.10'],
      ['1500 L', '1500.00'],
      ['', null],
      [19.99, '19.99'],
      [0.1, '0.10'],
      [1250, '1250.00'],
      ['99999999,99', '99999999.99'],
    ];
    expect(cases.map(([cell]) => value(readPrice(cell)))).toEqual(cases.map(([, price]) => price));
    expect(value(readPrice('12,345'))).toBe('12345.00');
    for (const wrong of ['-5', 'falas', '1.2.3', '100000000', '1,2345']) {
      expect(value(readPrice(wrong))).toMatch(/^problem: Çmimi/);
    }
    expect(value(readPrice(12.345))).toBe('problem: Çmimi ka më shumë se dy shifra pas presjes.');
  });

  it('reads statuses and priorities from their Albanian labels, without accents or case, or the API values', () => {
    expect(
      ['E re', 'perfunduar', 'PËRFUNDUAR', 'Në proces', 'in_process', 'gati', 'Nuk rregullohet', ''].map((cell) =>
        value(readStatus(cell)),
      ),
    ).toEqual(['new', 'completed', 'completed', 'in_process', 'in_process', 'ready', 'not_repairable', 'new']);
    expect(value(readStatus('Done'))).toMatch(
      /^problem: Statusi nuk njihet\. Shkruani një nga: E re, Në proces, Gati, Përfunduar/,
    );
    expect(['E lartë', 'e ulet', 'high', ''].map((cell) => value(readPriority(cell)))).toEqual([
      'high',
      'low',
      'high',
      'normal',
    ]);
  });

  it("reads dates in the region's and ISO forms and Excel's serials, as the shop's wall clock", () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const cases: [string | number, string | null][] = [
      ['31.01.2026', '2026-01-31 00:00:00'],
      ['1.2.2026 9:05', '2026-02-01 09:05:00'],
      ['31/01/2026 14:30', '2026-01-31 14:30:00'],
      ['2026-01-31', '2026-01-31 00:00:00'],
      ['2026-01-31T14:30:15', '2026-01-31 14:30:15'],
      // An instant with its zone: 13:30 UTC is 14:30 in winter in Prishtina, 15:30 in summer.
      ['2026-01-31T13:30:00Z', '2026-01-31 14:30:00'],
      ['2026-07-01T13:30:00.000Z', '2026-07-01 15:30:00'],
      [46053, '2026-01-31 00:00:00'],
      [46053.5, '2026-01-31 12:00:00'],
      ['46053', '2026-01-31 00:00:00'],
      ['', null],
    ];
    expect(cases.map(([cell]) => value(readDate(cell, now)))).toEqual(cases.map(([, date]) => date));
    expect(value(readDate('31.02.2026', now))).toMatch(/^problem: Data nuk njihet/);
    expect(value(readDate('01.01.2027', now))).toBe('problem: Data është në të ardhmen.');
    expect(value(readDate('01.01.1999', now))).toBe('problem: Data është para vitit 2000.');
    expect(value(readDate('dje', now))).toMatch(/^problem: Data nuk njihet/);
    expect(shopWallClock(now)).toBe('2026-11-20 13:00:00');
  });

  it("checks IMEIs with Luhn, takes serial numbers, and explains Excel's rounded numbers", () => {
    expect(value(readDeviceId('35-693803 564380.9'))).toEqual({ kind: 'imei', value: '356938035643809' });
    expect(value(readDeviceId(356938035643809))).toEqual({ kind: 'imei', value: '356938035643809' });
    expect(value(readDeviceId('c02x l0ab'))).toEqual({ kind: 'serial', value: 'C02X L0AB' });
    expect(value(readDeviceId('356938035643808'))).toMatch(/^problem: IMEI nuk është i saktë/);
    expect(value(readDeviceId('3,56938E+14'))).toMatch(/^problem: Excel e ka ruajtur IMEI-n si numër të rrumbullakuar/);
    expect(value(readDeviceId(''))).toBe('problem: Mungon: kjo fushë është e detyrueshme.');
  });

  it('reads phone numbers, giving back the 0 Excel drops from numbers', () => {
    expect(
      ['044 123 456', '+383 44 123 456', '44123456', 44123456, '38344123456', '(044) 123-456'].map((cell) =>
        value(readPhone(cell)),
      ),
    ).toEqual(['044 123 456', '+383 44 123 456', '044123456', '044123456', '38344123456', '(044) 123-456']);
    expect(value(readPhone('thirr'))).toMatch(/^problem: Numri i telefonit përmban vetëm shifra/);
    expect(value(readPhone('12 34'))).toBe('problem: Numri i telefonit ka 6 deri në 15 shifra (ky ka 4).');
  });
});

describe('reading an imported row', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const columns = {
    clientName: 0,
    clientPhone: 1,
    deviceModel: 2,
    deviceId: 3,
    description: 4,
    price: 5,
    status: 6,
    createdAt: 7,
    completedAt: 8,
  };

  it('reads a whole job, and lists every field that is wrong', () => {
    const good = readJobRow(
      [
        'Qëndrim Çeku',
        '049 111 222',
        'iPhone 13',
        '356938035643809',
        'Ekrani',
        '1.250,50',
        'Përfunduar',
        '01.10.2026 10:00',
        '03.10.2026',
      ],
      columns,
      now,
    );
    expect(good.values).toEqual({
      clientName: 'Qëndrim Çeku',
      clientPhone: '049 111 222',
      deviceModel: 'iPhone 13',
      deviceIdKind: 'imei',
      deviceId: '356938035643809',
      description: 'Ekrani',
      price: '1250.50',
      status: 'completed',
      priority: 'normal',
      category: null,
      createdAt: '2026-10-01 10:00:00',
      completedAt: '2026-10-03 00:00:00',
      worker: null,
    });
    const bad = readJobRow(
      [
        '',
        '049 111 222',
        'iPhone 13',
        '356938035643808',
        'Ekrani',
        'shtrenjtë',
        'Përfunduar',
        '05.10.2026',
        '03.10.2026',
      ],
      columns,
      now,
    );
    expect(bad.problems?.map((problem) => problem.field)).toEqual(['clientName', 'deviceId', 'price', 'completedAt']);
  });

  it('reads a category by its label or code, accents and case aside; an unknown one is the row’s problem', () => {
    const withCategory = { ...columns, category: 9 };
    const row = (category: string) =>
      readJobRow(
        ['Ana', '044 000 111', 'Samsung', 'SN-123', 'Bateria', '', 'Gati', '', '', category],
        withCategory,
        now,
      );
    expect(row('Dëmtim nga uji').values?.category).toBe('water_damage');
    expect(row('DEMTIM NGA UJI').values?.category).toBe('water_damage');
    expect(row('charging_port').values?.category).toBe('charging_port');
    expect(row('').values?.category).toBeNull();
    expect(row('motori').problems?.map((problem) => problem.field)).toEqual(['category']);
  });

  it('keeps the completion date of completed jobs only', () => {
    const ready = readJobRow(
      ['Ana', '044 000 111', 'Samsung', 'SN-123', 'Bateria', '', 'Gati', '01.10.2026', '03.10.2026'],
      columns,
      now,
    );
    expect(ready.values?.completedAt).toBeNull();
  });

  it('matches workers by full name or by a first name only one of them has', () => {
    const workers = [
      { id: 'a', firstName: 'Driton', lastName: 'Gashi', active: true },
      { id: 'b', firstName: 'Besnik', lastName: 'Krasniqi', active: true },
      { id: 'c', firstName: 'Besnik', lastName: 'Hoti', active: true },
      { id: 'd', firstName: 'Ilir', lastName: 'Çeku', active: false },
    ];
    expect(value(matchWorker('driton', workers, null))).toBe('a');
    expect(value(matchWorker('Krasniqi Besnik', workers, null))).toBe('b');
    expect(value(matchWorker('Besnik', workers, null))).toMatch(/^problem: Disa punëtorë quhen «Besnik»/);
    expect(value(matchWorker('Ilir Ceku', workers, null))).toMatch(/nuk është më aktiv/);
    expect(value(matchWorker('Arben', workers, null))).toMatch(/^problem: Dyqani nuk ka punëtor me emrin «Arben»/);
    expect(value(matchWorker(null, workers, 'b'))).toBe('b');
    expect(value(matchWorker(null, workers, null))).toMatch(/^problem: Mungon punëtori/);
  });
});

describe('suggesting the mapping from the headers', () => {
  it("recognises Albanian and English headers, and the shop's own exported files", () => {
    expect(suggestColumns('jobs', ['Emri', 'Tel', 'Modeli', 'IMEI', 'Përshkrimi', 'Çmimi', 'Statusi', 'Data'])).toEqual(
      {
        clientName: 0,
        clientPhone: 1,
        deviceModel: 2,
        deviceId: 3,
        description: 4,
        price: 5,
        status: 6,
        createdAt: 7,
      },
    );
    expect(
      suggestColumns('jobs', [
        'Name',
        'Phone',
        'Device',
        'Serial number',
        'Problem',
        'Price',
        'Status',
        'Date',
        'Technician',
      ]),
    ).toEqual({
      clientName: 0,
      clientPhone: 1,
      deviceModel: 2,
      deviceId: 3,
      description: 4,
      price: 5,
      status: 6,
      createdAt: 7,
      worker: 8,
    });
    const exported = [
      'Nr. i biletës',
      'Pranuar më',
      'Statusi',
      'Klienti',
      'Telefoni',
      'Pajisja',
      'IMEI',
      'Problemi',
      'Punëtori',
      'Prioriteti',
      'Puna',
      'Pjesët',
      'Totali',
      'Paguar',
      'Mbetja',
      'Përfunduar më',
    ];
    expect(suggestColumns('jobs', exported)).toEqual({
      createdAt: 1,
      status: 2,
      clientName: 3,
      clientPhone: 4,
      deviceModel: 5,
      deviceId: 6,
      description: 7,
      worker: 8,
      priority: 9,
      price: 12,
      completedAt: 15,
    });
    expect(suggestColumns('clients', ['Emri i klientit', 'Nr. i telefonit', 'Shënime'])).toEqual({
      name: 0,
      phone: 1,
      note: 2,
    });
    expect([suggestImportKind(exported), suggestImportKind(['Klienti', 'Telefoni'])]).toEqual(['jobs', 'clients']);
  });
});
