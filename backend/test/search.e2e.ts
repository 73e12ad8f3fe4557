import type { ClientResponse, JobResponse } from '@repair-shop/contracts';
import { bearer, createJob, createShop, expectStatus, startTestApp, type Shop, type TestApp } from './support/test-app';

/** What people type finds what they mean: names without accents or case, phones in any form. */
describe('search of jobs and clients', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t);
    const jobs = [
      { clientName: 'Qëndrim Çeku', clientPhone: '+383 49 111 222', deviceImei: '356789012345672' },
      { clientName: 'Ëndrita Dërmaku', clientPhone: '049 111 333', deviceImei: '356789012399992' },
      { clientName: 'Çlirim Gashi', clientPhone: '0038344555666', deviceImei: '356700000000005' },
      // Its IMEI holds the digits of Qëndrim's phone: typed as a phone, they must not find it.
      { clientName: 'Besa Hoxha', clientPhone: '045 999 888', deviceImei: '490111222000111' },
      {
        clientName: 'Gëzim Krasniqi',
        clientPhone: '+355 69 123 4567',
        deviceImei: 'SN-ÇELIK-42',
        deviceIdKind: 'serial' as const,
      },
      // North Macedonia: a name in Cyrillic; a double surname and a serial with punctuation.
      { clientName: 'Ѓорѓи Трајковски', clientPhone: '+389 70 123 456', deviceImei: '356700000000013' },
      {
        clientName: 'Vjosa Hoti-Gashi',
        clientPhone: '044 321 654',
        deviceImei: 'AB-100/X',
        deviceIdKind: 'serial' as const,
      },
    ];
    for (const fields of jobs) await createJob(t, shop.token, shop.worker.id, fields);
    // Another shop has a client of the same name and phone: never found from this shop.
    const other = await createShop(t);
    await createJob(t, other.token, other.worker.id, { clientName: 'Qëndrim Çeku', clientPhone: '+383 49 111 222' });
  });
  afterAll(async () => {
    await t.close();
  });

  const jobNames = async (search: string): Promise<string[]> => {
    const response = await t.http().get('/api/jobs').query({ search }).set(bearer(shop.token));
    expectStatus(response, 200);
    const names = (response.body as JobResponse[]).map((job) => job.clientName).sort();
    expect(Number(response.headers['x-total-count'])).toBe(names.length);
    return names;
  };
  const clientNames = async (search: string): Promise<string[]> => {
    const response = await t.http().get('/api/clients').query({ search }).set(bearer(shop.token));
    expectStatus(response, 200);
    const names = (response.body as ClientResponse[]).map((client) => client.name).sort();
    expect(Number(response.headers['x-total-count'])).toBe(names.length);
    return names;
  };

  it.each([
    ['Qendrim', ['Qëndrim Çeku']],
    ['qëndrim', ['Qëndrim Çeku']],
    ['cek', ['Qëndrim Çeku']],
    ['ÇEKU', ['Qëndrim Çeku']],
    ['qendrim ceku', ['Qëndrim Çeku']],
    ['endrita', ['Ëndrita Dërmaku']],
    ['DERMAKU', ['Ëndrita Dërmaku']],
    ['clirim', ['Çlirim Gashi']],
    ['gezim', ['Gëzim Krasniqi']],
    ['ndri', ['Qëndrim Çeku', 'Ëndrita Dërmaku']],
    // Cyrillic: keyed like any other word, its case folded whatever the database's locale.
    ['трајков', ['Ѓорѓи Трајковски']],
    ['ЃОРЃИ', ['Ѓорѓи Трајковски']],
    ['орѓи', ['Ѓорѓи Трајковски']],
    ['hoti-gashi', ['Vjosa Hoti-Gashi']],
    ['Hoti Gashi', []],
    ['sa hoti', ['Vjosa Hoti-Gashi']],
    // Shorter than the index's keys (three characters of a word): matched on the shop's own rows.
    ['ѓ', ['Ѓорѓи Трајковски']],
    ['ëk', ['Qëndrim Çeku']],
    ['a h', ['Besa Hoxha', 'Vjosa Hoti-Gashi']],
  ])('a name typed as %j finds %j, in jobs and in clients', async (search, names) => {
    expect(await jobNames(search)).toEqual(names);
    expect(await clientNames(search)).toEqual(names);
  });

  it.each([
    // Saved as +383 49 111 222.
    ['049 111 222', ['Qëndrim Çeku']],
    ['049111222', ['Qëndrim Çeku']],
    ['+383 49 111 222', ['Qëndrim Çeku']],
    ['00383 49 111 222', ['Qëndrim Çeku']],
    ['38349111222', ['Qëndrim Çeku']],
    ['+383 (0)49 111-222', ['Qëndrim Çeku']],
    ['49 111 222', ['Qëndrim Çeku']],
    // A beginning shared by two numbers, one saved in local and one in international form.
    ['049 111', ['Qëndrim Çeku', 'Ëndrita Dërmaku']],
    ['+383 49 111', ['Qëndrim Çeku', 'Ëndrita Dërmaku']],
    // Saved as 0038344555666.
    ['044 555 666', ['Çlirim Gashi']],
    ['+383 44 555 666', ['Çlirim Gashi']],
    // Another country's number is kept with its code.
    ['+355 69 123 4567', ['Gëzim Krasniqi']],
    ['00355691234567', ['Gëzim Krasniqi']],
    ['+389 70 123 456', ['Ѓорѓи Трајковски']],
    ['070 123', ['Ѓорѓи Трајковски']],
    // Fewer than three digits in a row: still found, on the shop's own rows.
    ['04', ['Besa Hoxha', 'Vjosa Hoti-Gashi', 'Ëndrita Dërmaku', 'Çlirim Gashi', 'Qëndrim Çeku'].sort()],
    // Typed with spaces, these digits are a phone, not Besa's IMEI.
    ['111 222', ['Qëndrim Çeku']],
  ])('a phone typed as %j finds %j, in jobs and in clients', async (search, names) => {
    expect(await jobNames(search)).toEqual(names);
    expect(await clientNames(search)).toEqual(names);
  });

  it('finds jobs by any part of the IMEI or serial, in any case and without accents', async () => {
    expect(await jobNames('0111222000')).toEqual(['Besa Hoxha']);
    expect(await jobNames('12399992')).toEqual(['Ëndrita Dërmaku']);
    expect(await jobNames('sn-celik')).toEqual(['Gëzim Krasniqi']);
    expect(await jobNames('b-100/x')).toEqual(['Vjosa Hoti-Gashi']);
    // % and _ are matched as written, never as LIKE's wildcards.
    expect(await jobNames('b%1')).toEqual([]);
    expect(await jobNames('b_100')).toEqual([]);
    // Clients have no IMEI.
    expect(await clientNames('0111222000')).toEqual([]);
  });

  it("finds a job by the ticket code on its label, as printed or with '#', only in the caller's shop", async () => {
    const job = await createJob(t, shop.token, shop.worker.id, {
      clientName: 'Arbëresha Leka',
      clientPhone: '044 700 800',
    });
    const code = job.id.slice(-6).toUpperCase();
    expect(await jobNames(code)).toEqual(['Arbëresha Leka']);
    expect(await jobNames(`#${code.toLowerCase()}`)).toEqual(['Arbëresha Leka']);
    const other = await createShop(t);
    const response = await t.http().get('/api/jobs').query({ search: code }).set(bearer(other.token));
    expectStatus(response, 200);
    expect(response.body).toEqual([]);
  });

  it('finds nothing for what nobody has', async () => {
    expect(await jobNames('Zyhdi')).toEqual([]);
    expect(await jobNames('048 777')).toEqual([]);
    expect(await clientNames('Zyhdi')).toEqual([]);
  });
});
