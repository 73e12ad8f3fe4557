import type { ClientSuggestion, ClientSuggestionsResponse } from '@repair-shop/contracts';
import {
  START_TIME,
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

function at(minutes: number): string {
  return new Date(Date.parse(START_TIME) + minutes * 60_000).toISOString();
}

/** GET /api/clients/suggestions: the new job dialog's clients as a name or phone is typed. */
describe('GET /api/clients/suggestions', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t, { firstName: 'Arta', lastName: 'Hoxha' }, { businessName: 'Servisi Sugjerimi' });
    const job = (minute: number, clientName: string, clientPhone: string) => {
      t.clock.set(at(minute));
      return createJob(t, shop.token, shop.worker.id, { clientName, clientPhone });
    };
    await job(1, 'Qëndrim Çeku', '049 111 222');
    await job(2, 'Drita Krasniqi', '044 555 666');
    await job(3, 'Qerim Berisha', '045 777 888');
    // The same client again, the number written another way: one client, named as on the latest job.
    await job(4, 'Qëndrim Çeku', '+383 49 111 222');
    for (let n = 0; n < 8; n += 1) await job(10 + n, `Klienti Provë ${n}`, `048 300 ${String(n).padStart(3, '0')}`);
  });
  afterAll(async () => {
    await t.close();
  });

  const suggest = async (query: Record<string, string | number>, token = shop.token): Promise<ClientSuggestion[]> => {
    const response = await t.http().get('/api/clients/suggestions').query(query).set(bearer(token));
    expectStatus(response, 200);
    return (response.body as ClientSuggestionsResponse).clients;
  };
  const names = (clients: ClientSuggestion[]) => clients.map((client) => client.name);

  it('finds a name typed without accents or case, with the phone, job count and last visit, and no money', async () => {
    const clients = await suggest({ search: 'qendrim' });
    expect(clients).toEqual([
      { phoneKey: '049111222', name: 'Qëndrim Çeku', phone: '+383 49 111 222', jobCount: 2, lastJobAt: at(4) },
    ]);
    expect(await suggest({ search: 'ÇEK' })).toEqual(clients);
    expect(await suggest({ search: 'qëndrim ç' })).toEqual(clients);
  });

  it.each(['049 111', '049111222', '+383 49 111 222', '0038349111222', '+383-49-111-222', '111 222'])(
    'finds the phone typed as %j',
    async (search) => {
      expect(names(await suggest({ search }))).toEqual(['Qëndrim Çeku']);
    },
  );

  it('offers the latest visits first from two letters, at most `limit` (default 6, at most 10)', async () => {
    expect(names(await suggest({ search: 'qe' }))).toEqual(['Qëndrim Çeku', 'Qerim Berisha']);
    expect(names(await suggest({ search: 'klienti' }))).toEqual([7, 6, 5, 4, 3, 2].map((n) => `Klienti Provë ${n}`));
    expect(names(await suggest({ search: 'prove', limit: 3 }))).toEqual([
      'Klienti Provë 7',
      'Klienti Provë 6',
      'Klienti Provë 5',
    ]);
    expect(await suggest({ search: 'prove', limit: 10 })).toHaveLength(8);
    expect(await suggest({ search: 'zzz' })).toEqual([]);
    // A wildcard typed is a character like any other.
    expect(await suggest({ search: '%%' })).toEqual([]);
  });

  it('refuses a search shorter than two characters, a missing one and a limit out of range, in Albanian', async () => {
    const refused = (query: Record<string, string | number>) =>
      t.http().get('/api/clients/suggestions').query(query).set(bearer(shop.token));
    expectError(await refused({ search: 'q' }), 400, 'Fusha «Kërkimi» duhet të ketë të paktën 2 karaktere.');
    expectError(await refused({ search: '   ' }), 400, 'Fusha «Kërkimi» është e detyrueshme.');
    expectError(await refused({}), 400, 'Fusha «Kërkimi» është e detyrueshme.');
    expectError(
      await refused({ search: 'qe', limit: 11 }),
      400,
      'Fusha «Numri i rezultateve» mund të jetë deri në 10.',
    );
    expectError(
      await refused({ search: 'qe', limit: 0 }),
      400,
      'Fusha «Numri i rezultateve» duhet të jetë të paktën 1.',
    );
  });

  it("never offers another shop's clients, even with the same name and number", async () => {
    const other = await createShop(t, {}, { businessName: 'Servisi Tjetër' });
    t.clock.set(at(30));
    await createJob(t, other.token, other.worker.id, { clientName: 'Qëndrim Çeku', clientPhone: '049111222' });
    expect(await suggest({ search: 'qendrim' }, other.token)).toEqual([
      { phoneKey: '049111222', name: 'Qëndrim Çeku', phone: '049111222', jobCount: 1, lastJobAt: at(30) },
    ]);
    expect((await suggest({ search: 'qendrim' }))[0]?.jobCount).toBe(2);
    expect(await suggest({ search: 'drita' }, other.token)).toEqual([]);
  });

  it("is open to managers and technicians; a technician kept to their own jobs gets only those jobs' clients, counted over them", async () => {
    const shopOfThree = await createShop(t, {}, { businessName: 'Servisi Ekipi' });
    const colleague = await createWorker(t, shopOfThree.token, { firstName: 'Luan', lastName: 'Berisha' });
    const technician = await staffLogin(t, shopOfThree.token, shopOfThree.worker.id, 'technician');
    const manager = await staffLogin(t, shopOfThree.token, colleague.id, 'manager');
    t.clock.set(at(40));
    await createJob(t, shopOfThree.token, shopOfThree.worker.id, {
      clientName: 'Besa Hoti',
      clientPhone: '044 900 100',
    });
    t.clock.set(at(41));
    await createJob(t, shopOfThree.token, colleague.id, { clientName: 'Besa Hoti-Gashi', clientPhone: '044900100' });
    t.clock.set(at(42));
    await createJob(t, shopOfThree.token, colleague.id, { clientName: 'Besnik Rama', clientPhone: '044 900 200' });

    const everyone = [
      { phoneKey: '044900200', name: 'Besnik Rama', phone: '044 900 200', jobCount: 1, lastJobAt: at(42) },
      { phoneKey: '044900100', name: 'Besa Hoti-Gashi', phone: '044900100', jobCount: 2, lastJobAt: at(41) },
    ];
    expect(await suggest({ search: 'bes' }, manager)).toEqual(everyone);
    expect(await suggest({ search: 'bes' }, technician)).toEqual(everyone);

    const { businessName, contactNumber, country, city } = (
      await t.http().get('/api/business').set(bearer(shopOfThree.token))
    ).body as Record<string, string>;
    expectStatus(
      await t
        .http()
        .put('/api/business')
        .set(bearer(shopOfThree.token))
        .send({ businessName, contactNumber, country, city, techniciansSeeOwnJobsOnly: true }),
      200,
    );
    expect(await suggest({ search: 'bes' }, technician)).toEqual([
      { phoneKey: '044900100', name: 'Besa Hoti', phone: '044 900 100', jobCount: 1, lastJobAt: at(40) },
    ]);
    expect(await suggest({ search: '044 900' }, technician)).toEqual([
      { phoneKey: '044900100', name: 'Besa Hoti', phone: '044 900 100', jobCount: 1, lastJobAt: at(40) },
    ]);
    expect(await suggest({ search: 'bes' }, manager)).toEqual(everyone);

    // A cancelled job of theirs is their client's latest visit but not counted, as in the clients' rows.
    t.clock.set(at(43));
    const cancelled = await createJob(t, shopOfThree.token, shopOfThree.worker.id, {
      clientName: 'Besa Hoti',
      clientPhone: '044 900 100',
    });
    const cancelling = await t
      .http()
      .put(`/api/jobs/${cancelled.id}/status`)
      .set(bearer(shopOfThree.token))
      .send({ status: 'cancelled', reason: 'Klienti ndryshoi mendje' });
    expectStatus(cancelling, 200);
    expect(await suggest({ search: 'besa' }, technician)).toEqual([
      { phoneKey: '044900100', name: 'Besa Hoti', phone: '044 900 100', jobCount: 1, lastJobAt: at(43) },
    ]);
    expect((await suggest({ search: 'besa' }, manager))[0]).toMatchObject({ phoneKey: '044900100', jobCount: 2 });
  });
});
