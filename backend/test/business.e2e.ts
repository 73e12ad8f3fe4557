import type { BusinessResponse } from '@repair-shop/contracts';
import {
  BUSINESS,
  START_TIME,
  UUID,
  bearer,
  expectError,
  registerOwner,
  startTestApp,
  type Owner,
  type TestApp,
} from './support/test-app';

const BUSINESS_FIELDS = [
  'businessName',
  'city',
  'contactNumber',
  'country',
  'createdAt',
  'currency',
  'id',
  'idleAfterDays',
  'intakeTerms',
  'taxNumber',
  'techniciansCanSell',
  'techniciansSeeOwnJobsOnly',
  'trackingShowsReadyEstimate',
  'uncollectedAfterDays',
  'updatedAt',
  'vatRate',
  'warrantyDays',
];

describe('business and cities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/cities/:country (no token)', () => {
    it('lists the cities of each country in Albanian', async () => {
      const kosovo = await t.http().get('/api/cities/kosovo');
      expect(kosovo.status).toBe(200);
      expect(Array.isArray(kosovo.body)).toBe(true);
      expect(kosovo.body).toHaveLength(38);
      expect(kosovo.body).toEqual(expect.arrayContaining(['Prishtinë', 'Prizren', 'Pejë', 'Gjakovë', 'Ferizaj']));

      const albania = await t.http().get('/api/cities/albania');
      expect(albania.body).toHaveLength(61);
      expect(albania.body).toEqual(expect.arrayContaining(['Tiranë', 'Durrës', 'Shkodër', 'Korçë']));

      const macedonia = await t.http().get('/api/cities/north_macedonia');
      expect(macedonia.body).toEqual(expect.arrayContaining(['Shkup', 'Tetovë', 'Gostivar', 'Strugë']));
    });

    it('answers an unknown country with an empty list', async () => {
      const response = await t.http().get('/api/cities/atlantis');
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
    });
  });

  describe('registering and editing the business', () => {
    let owner: Owner;
    /** An owner who never manages to register a business. */
    let other: Owner;
    let registered: BusinessResponse;

    beforeAll(async () => {
      owner = await registerOwner(t);
      other = await registerOwner(t);
    });

    it('GET /api/business answers 404 before the business is registered', async () => {
      expectError(
        await t.http().get('/api/business').set(bearer(owner.token)),
        404,
        'Biznesi juaj nuk është regjistruar ende.',
      );
    });

    it('PUT /api/business answers 404 before the business is registered', async () => {
      expectError(
        await t.http().put('/api/business').set(bearer(owner.token)).send(BUSINESS),
        404,
        'Biznesi juaj nuk është regjistruar ende.',
      );
    });

    it('lists are empty and writes ask for the business first', async () => {
      for (const path of ['/api/workers', '/api/jobs', '/api/clients']) {
        const response = await t.http().get(path).set(bearer(owner.token));
        expect(response.status).toBe(200);
        expect(response.body).toEqual([]);
      }
      const worker = await t
        .http()
        .post('/api/workers')
        .set(bearer(owner.token))
        .send({ firstName: 'A', lastName: 'B', phoneNumber: '044 111 222' });
      expectError(worker, 409, 'Ju lutemi regjistroni fillimisht biznesin tuaj.');
      const job = await t.http().post('/api/jobs').set(bearer(owner.token)).send({
        workerId: '00000000-0000-4000-8000-000000000000',
        clientName: 'Klient',
        clientPhone: '044 123 456',
        deviceModel: 'iPhone 12',
        deviceImei: '123456789012347',
        deviceCode: '0000',
        workDescription: 'Bateria',
      });
      expectError(job, 409, 'Ju lutemi regjistroni fillimisht biznesin tuaj.');
    });

    it('POST /api/business/register answers {success, message, business}', async () => {
      const response = await t.http().post('/api/business/register').set(bearer(owner.token)).send({
        businessName: '  Servisi Çelësi ',
        contactNumber: '+383 44 111 222',
        country: 'kosovo',
        city: 'Gjakovë',
      });
      expect(response.status).toBe(201);
      expect(response.body.success).toBe(true);
      expect(response.body.message).toBe('Biznesi u regjistrua me sukses!');
      registered = response.body.business;
      expect(Object.keys(registered).sort()).toEqual(BUSINESS_FIELDS);
      expect(registered).toEqual({
        id: expect.stringMatching(UUID),
        businessName: 'Servisi Çelësi',
        contactNumber: '+383 44 111 222',
        country: 'kosovo',
        city: 'Gjakovë',
        createdAt: START_TIME,
        updatedAt: START_TIME,
        techniciansSeeOwnJobsOnly: false,
        // Technicians sell at the counter only once the owner allows it.
        techniciansCanSell: false,
        // The currency of its country; no tax number or VAT until the owner enters them.
        currency: 'EUR',
        taxNumber: null,
        vatRate: null,
        // No intake terms until the owner writes them (the dialog suggests a text).
        intakeTerms: null,
        // 30 days of warranty on each repair until the owner chooses otherwise.
        warrantyDays: 30,
        // A job waits a week, ready or untouched in process, before it needs attention.
        uncollectedAfterDays: 7,
        idleAfterDays: 7,
        // The client's tracking page says when the repair is expected ready, until the owner turns it off.
        trackingShowsReadyEstimate: true,
      });
      const [row] = await t.db.query('SELECT owner_id, name FROM businesses WHERE id = $1', [registered.id]);
      expect(row).toEqual({ owner_id: owner.user.id, name: 'Servisi Çelësi' });
    });

    it('GET /api/business returns the business fields', async () => {
      const response = await t.http().get('/api/business').set(bearer(owner.token));
      expect(response.status).toBe(200);
      expect(response.body).toEqual(registered);
    });

    it('refuses a second registration with 409', async () => {
      const response = await t.http().post('/api/business/register').set(bearer(owner.token)).send(BUSINESS);
      expectError(response, 409, 'Biznesi juaj është regjistruar tashmë.');
      const [{ count }] = await t.db.query('SELECT COUNT(*)::int AS count FROM businesses WHERE owner_id = $1', [
        owner.user.id,
      ]);
      expect(count).toBe(1);
      expect((await t.http().get('/api/business').set(bearer(owner.token))).body).toEqual(registered);
    });

    it('PUT /api/business edits every field and moves updatedAt only', async () => {
      t.clock.advance(60_000);
      const response = await t
        .http()
        .put('/api/business')
        .set(bearer(owner.token))
        .send({ businessName: 'Servisi i Ri', contactNumber: '069 222 3333', country: 'albania', city: 'Korçë' });
      expect(response.status).toBe(200);
      const expected = {
        ...registered,
        businessName: 'Servisi i Ri',
        contactNumber: '069 222 3333',
        country: 'albania',
        city: 'Korçë',
        updatedAt: new Date(Date.parse(START_TIME) + 60_000).toISOString(),
      };
      expect(response.body).toEqual(expected);
      expect((await t.http().get('/api/business').set(bearer(owner.token))).body).toEqual(expected);
    });

    it('PUT /api/business changes after how many days a job needs attention, and keeps them when left out', async () => {
      const { businessName, contactNumber, country, city } = (
        await t.http().get('/api/business').set(bearer(owner.token))
      ).body as BusinessResponse;
      const details = { businessName, contactNumber, country, city };
      const saved = await t
        .http()
        .put('/api/business')
        .set(bearer(owner.token))
        .send({ ...details, uncollectedAfterDays: 3, idleAfterDays: 90 });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ uncollectedAfterDays: 3, idleAfterDays: 90 });
      const kept = await t.http().put('/api/business').set(bearer(owner.token)).send(details);
      expect(kept.body).toMatchObject({ uncollectedAfterDays: 3, idleAfterDays: 90 });
      for (const [field, value, detail] of [
        ['uncollectedAfterDays', 0, 'Fusha «Ditët pa u marrë (Gati)» duhet të jetë të paktën 1.'],
        ['uncollectedAfterDays', 91, 'Fusha «Ditët pa u marrë (Gati)» mund të jetë deri në 90.'],
        ['idleAfterDays', 2.5, /^Fusha «Ditët pa lëvizje \(Në proces\)»/],
        ['idleAfterDays', '7', /^Fusha «Ditët pa lëvizje \(Në proces\)»/],
        ['idleAfterDays', null, /^Fusha «Ditët pa lëvizje \(Në proces\)»/],
      ] as const) {
        expectError(
          await t
            .http()
            .put('/api/business')
            .set(bearer(owner.token))
            .send({ ...details, [field]: value }),
          400,
          detail,
        );
      }
      expect((await t.http().get('/api/business').set(bearer(owner.token))).body).toMatchObject({
        uncollectedAfterDays: 3,
        idleAfterDays: 90,
      });
      registered = (await t.http().get('/api/business').set(bearer(owner.token))).body;
    });

    it('refuses a city of another country, on register and on edit, with 400', async () => {
      const wrong = { ...BUSINESS, country: 'albania', city: 'Prishtinë' };
      const detail = 'Qyteti i zgjedhur nuk i përket shtetit të zgjedhur.';
      expectError(await t.http().post('/api/business/register').set(bearer(other.token)).send(wrong), 400, detail);
      expectError(await t.http().put('/api/business').set(bearer(owner.token)).send(wrong), 400, detail);
      const [{ count }] = await t.db.query('SELECT COUNT(*)::int AS count FROM businesses WHERE owner_id = $1', [
        other.user.id,
      ]);
      expect(count).toBe(0);
      expect((await t.http().get('/api/business').set(bearer(owner.token))).body.city).toBe('Korçë');
    });

    it.each([
      [{ ...BUSINESS, businessName: undefined }, 'Fusha «Emri i biznesit» është e detyrueshme.'],
      [{ ...BUSINESS, contactNumber: undefined }, 'Fusha «Numri kontaktues» është e detyrueshme.'],
      [
        { ...BUSINESS, contactNumber: 'telefoni im' },
        'Fusha «Numri kontaktues» duhet të jetë një numër telefoni i vlefshëm.',
      ],
      [{ ...BUSINESS, contactNumber: '12' }, 'Fusha «Numri kontaktues» duhet të jetë një numër telefoni i vlefshëm.'],
      [{ ...BUSINESS, country: undefined }, 'Fusha «Shteti» është e detyrueshme.'],
      [{ ...BUSINESS, country: 'serbia' }, 'Fusha «Shteti» ka një vlerë të pavlefshme.'],
      [{ ...BUSINESS, city: undefined }, 'Fusha «Qyteti» është e detyrueshme.'],
    ])('refuses %j with 400 naming the field', async (body, detail) => {
      expectError(await t.http().post('/api/business/register').set(bearer(other.token)).send(body), 400, detail);
      expectError(await t.http().put('/api/business').set(bearer(owner.token)).send(body), 400, detail);
      const [{ count }] = await t.db.query('SELECT COUNT(*)::int AS count FROM businesses WHERE owner_id = $1', [
        other.user.id,
      ]);
      expect(count).toBe(0);
      expect((await t.http().get('/api/business').set(bearer(owner.token))).body.city).toBe('Korçë');
    });

    it('answers 401 without a token', async () => {
      const login = 'Ju lutemi identifikohuni.';
      expectError(await t.http().get('/api/business'), 401, login);
      expectError(await t.http().post('/api/business/register').send(BUSINESS), 401, login);
      expectError(await t.http().put('/api/business').send(BUSINESS), 401, login);
    });
  });
});
