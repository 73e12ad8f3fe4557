import forge from 'node-forge';
import type {
  CashDepositCreatedResponse,
  CashDepositListResponse,
  DayReportResponse,
  FiscalCertificateResponse,
  FiscalProfileResponse,
  TcrRegistrationResponse,
} from '@repair-shop/contracts';
import { AlbaniaCisDouble } from './fiscal-doubles/albania-cis-double';
import {
  bearer,
  createShop,
  expectError,
  expectRefusedField,
  expectStatus,
  staffLogin,
  startTestApp,
  UUID,
  type Shop,
  type TestApp,
} from './support/test-app';
import { testCertificate, testPkcs12 } from './support/test-certificates';

const SOFTWARE_CODE = 'sw123ab456';
const MAINTAINER_CODE = 'mt123ab456';
const UNIT = 'bu123ab456';
const PASSWORD = 'fjalëkalimi i certifikatës';
const TCR_CODE = /^[a-z]{2}\d{3}[a-z]{2}\d{3}$/;
// The test clock starts on 15 January 2026 at 10:00 UTC: 11:00 in Tirana.
const TODAY = '2026-01-15';
const validity = { notBefore: new Date('2025-06-01T00:00:00Z'), notAfter: new Date('2027-06-01T00:00:00Z') };

type AlbanianProfile = Extract<FiscalProfileResponse, { country: 'albania' }>;

describe('the Albanian cash register with the CIS (its registration, the day’s cash deposits)', () => {
  let t: TestApp;
  let cis: AlbaniaCisDouble;
  let shopCount = 0;
  const lines: string[] = [];

  beforeAll(async () => {
    let clock: () => Date = () => new Date();
    cis = await AlbaniaCisDouble.start({ now: () => clock() });
    t = await startTestApp(
      {
        FISCAL_AL_CIS_URL: cis.url,
        FISCAL_AL_SOFTWARE_CODE: SOFTWARE_CODE,
        FISCAL_AL_MAINTAINER_CODE: MAINTAINER_CODE,
        FISCAL_AL_TIMEOUT_MS: '3000',
        FISCAL_POLL_INTERVAL_MS: '3600000',
        LOG_LEVEL: 'warn',
      },
      undefined,
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    clock = () => t.clock.now();
  });
  afterEach(() => {
    cis.reachability = 'online';
  });
  afterAll(async () => {
    await t.close();
    await cis.close();
  });

  const putProfile = (shop: Shop, body: object) =>
    t.http().put('/api/business/fiscal').set(bearer(shop.token)).send(body);
  const getProfile = async (shop: Shop): Promise<AlbanianProfile> => {
    const response = await t.http().get('/api/business/fiscal').set(bearer(shop.token));
    expectStatus(response, 200);
    return response.body as AlbanianProfile;
  };
  const uploadCertificate = (shop: Shop, nipt: string) =>
    t
      .http()
      .post('/api/business/fiscal/certificate')
      .set(bearer(shop.token))
      .attach('certifikata', testPkcs12({ nipt, ...validity }, PASSWORD), {
        filename: 'c.p12',
        contentType: 'application/x-pkcs12',
      })
      .field('password', PASSWORD);
  const registerTcr = (token: string) => t.http().post('/api/business/fiscal/tcr').set(bearer(token)).send({});
  const deposit = (token: string, body: object) =>
    t.http().post('/api/fiscal/cash-deposits').set(bearer(token)).send(body);
  const depositsOf = async (token: string, day = TODAY): Promise<CashDepositListResponse> => {
    const response = await t.http().get('/api/fiscal/cash-deposits').query({ day }).set(bearer(token));
    expectStatus(response, 200);
    return response.body as CashDepositListResponse;
  };
  const tcrRequestsOf = (nipt: string) =>
    cis.received.filter((request) => request.name === 'RegisterTCRRequest' && request.xml.includes(nipt));

  /** An Albanian shop with its profile saved without a TCR code; its certificate known to the CIS unless told. */
  async function albanianShop(options: { knownToCis?: boolean } = {}): Promise<Shop & { nipt: string }> {
    shopCount += 1;
    const nipt = `L${String(20000000 + shopCount)}M`;
    const shop = await createShop(t, {}, { country: 'albania', city: 'Tiranë' });
    if (options.knownToCis !== false)
      cis.registerCertificate(forge.pki.certificateToPem(testCertificate({ nipt, ...validity })));
    return { ...shop, nipt };
  }

  /** An Albanian shop whose register the CIS registered when its certificate was uploaded. */
  async function registeredShop(): Promise<Shop & { nipt: string; tcrCode: string }> {
    const shop = await albanianShop();
    expectStatus(await putProfile(shop, { country: 'albania', nipt: shop.nipt, businessUnitCode: UNIT }), 200);
    const uploaded = await uploadCertificate(shop, shop.nipt);
    expectStatus(uploaded, 201);
    const { tcrCode } = uploaded.body as FiscalCertificateResponse;
    if (!tcrCode) throw new Error('the register was not registered');
    return { ...shop, tcrCode };
  }

  describe('registering the register (RegisterTCRRequest)', () => {
    it('registers it when the certificate is uploaded, with a stable internal id, and keeps the CIS’s code', async () => {
      const shop = await albanianShop();
      const saved = await putProfile(shop, { country: 'albania', nipt: shop.nipt, businessUnitCode: UNIT });
      expectStatus(saved, 200);
      // No certificate yet: nothing can be signed, the profile says what is missing.
      expect(saved.body).toMatchObject({
        tcrCode: null,
        tcrRegistration: 'not_registered',
        tcrRegistrationProblem: expect.stringMatching(/certifikata e fiskalizimit/),
      });
      expect(tcrRequestsOf(shop.nipt)).toHaveLength(0);

      const uploaded = await uploadCertificate(shop, shop.nipt);
      expectStatus(uploaded, 201);
      const answer = uploaded.body as FiscalCertificateResponse;
      expect(answer).toMatchObject({ success: true, tcrRegistration: 'registered', tcrRegistrationProblem: null });
      expect(answer.tcrCode).toMatch(TCR_CODE);
      const [request] = tcrRequestsOf(shop.nipt);
      expect(request?.answer).toEqual({ result: answer.tcrCode });
      expect(request?.xml).toContain(`TCRIntID="servisi-${shop.business.id}"`);
      expect(request?.xml).toContain(`MaintainerCode="${MAINTAINER_CODE}"`);
      expect(request?.xml).toContain(`SoftCode="${SOFTWARE_CODE}"`);
      expect(request?.xml).toContain(`BusinUnitCode="${UNIT}"`);
      expect(await getProfile(shop)).toMatchObject({ tcrCode: answer.tcrCode, tcrRegistration: 'registered' });
      const [kept] = await t.db.query(`SELECT tcr_registration FROM fiscal_profiles WHERE business_id = $1`, [
        shop.business.id,
      ]);
      expect(kept.tcr_registration).toMatchObject({
        tcrCode: answer.tcrCode,
        internalId: `servisi-${shop.business.id}`,
        responseUuid: expect.stringMatching(UUID),
      });
    });

    it('registers it when the profile is saved without a code, and a registration made again gets the same code', async () => {
      const shop = await registeredShop();
      const typed = await putProfile(shop, {
        country: 'albania',
        nipt: shop.nipt,
        businessUnitCode: UNIT,
        tcrCode: 'zz999yy001',
      });
      expect(typed.body).toMatchObject({ tcrCode: 'zz999yy001', tcrRegistration: 'registered' });
      const before = tcrRequestsOf(shop.nipt).length;
      const saved = await putProfile(shop, { country: 'albania', nipt: shop.nipt, businessUnitCode: UNIT });
      expectStatus(saved, 200);
      expect(saved.body).toMatchObject({ tcrCode: shop.tcrCode, tcrRegistration: 'registered' });
      expect(tcrRequestsOf(shop.nipt)).toHaveLength(before + 1);
    });

    it('saves the profile when the CIS cannot be reached, says so, and registers it on POST …/tcr once it answers', async () => {
      const shop = await albanianShop();
      expectStatus(await putProfile(shop, { country: 'albania', nipt: shop.nipt, businessUnitCode: UNIT }), 200);
      cis.reachability = 'refuse-connections';
      const uploaded = await uploadCertificate(shop, shop.nipt);
      expectStatus(uploaded, 201);
      expect(uploaded.body).toMatchObject({
        tcrCode: null,
        tcrRegistration: 'not_registered',
        tcrRegistrationProblem: expect.stringMatching(/nuk u arrit/),
      });
      const saved = await putProfile(shop, { country: 'albania', nipt: shop.nipt, businessUnitCode: UNIT });
      expectStatus(saved, 200);
      expect(saved.body).toMatchObject({ nipt: shop.nipt, tcrCode: null, tcrRegistration: 'not_registered' });

      const refused = await registerTcr(shop.token);
      expectError(refused, 503, /Sistemi i tatimeve \(CIS\) nuk u arrit: arka nuk u regjistrua ende/);
      expect((refused.body as { code: string }).code).toBe('FISCAL_CIS_UNREACHABLE');
      expect(await getProfile(shop)).toMatchObject({
        nipt: shop.nipt,
        businessUnitCode: UNIT,
        tcrCode: null,
        tcrRegistration: 'not_registered',
        certificate: expect.objectContaining({ nipt: shop.nipt }),
      });

      cis.reachability = 'online';
      const registered = await registerTcr(shop.token);
      expectStatus(registered, 200);
      const { tcrCode } = registered.body as TcrRegistrationResponse;
      expect(registered.body).toEqual({
        success: true,
        tcrCode: expect.stringMatching(TCR_CODE),
        tcrRegistration: 'registered',
      });
      expect(await getProfile(shop)).toMatchObject({
        tcrCode,
        tcrRegistration: 'registered',
        tcrRegistrationProblem: null,
      });
      // Asked again, it answers the code it has without a second registration.
      const requests = tcrRequestsOf(shop.nipt).length;
      expect((await registerTcr(shop.token)).body).toMatchObject({ tcrCode });
      expect(tcrRequestsOf(shop.nipt)).toHaveLength(requests);
    });

    it('answers the CIS’s refusal with its code and words (422), and what is missing before anything is sent (409)', async () => {
      const unknown = await albanianShop({ knownToCis: false });
      expectStatus(await putProfile(unknown, { country: 'albania', nipt: unknown.nipt, businessUnitCode: UNIT }), 200);
      const uploaded = await uploadCertificate(unknown, unknown.nipt);
      expectStatus(uploaded, 201);
      expect(uploaded.body).toMatchObject({
        tcrRegistration: 'not_registered',
        tcrRegistrationProblem: expect.stringMatching(/refuzoi regjistrimin e arkës \(kodi 35\)/),
      });
      const refused = await registerTcr(unknown.token);
      expectError(
        refused,
        422,
        /^Sistemi i tatimeve refuzoi regjistrimin e arkës \(kodi 35\): Certificate is not issued/,
      );
      expect((refused.body as { code: string }).code).toBe('FISCAL_CIS_REFUSED');

      const withoutCertificate = await albanianShop();
      expectStatus(
        await putProfile(withoutCertificate, {
          country: 'albania',
          nipt: withoutCertificate.nipt,
          businessUnitCode: UNIT,
        }),
        200,
      );
      const notReady = await registerTcr(withoutCertificate.token);
      expectError(notReady, 409, /Arka nuk u regjistrua te sistemi i tatimeve: mungon certifikata e fiskalizimit/);
      expect((notReady.body as { code: string }).code).toBe('FISCAL_NOT_READY');
      const other = await createShop(t);
      expectError(await registerTcr(other.token), 409, /mungon profili fiskal i Shqipërisë/);
    });

    it('lets a manager register it, and refuses a technician', async () => {
      const shop = await albanianShop();
      expectStatus(await putProfile(shop, { country: 'albania', nipt: shop.nipt, businessUnitCode: UNIT }), 200);
      cis.reachability = 'refuse-connections';
      expectStatus(await uploadCertificate(shop, shop.nipt), 201);
      cis.reachability = 'online';
      const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
      expectError(await registerTcr(technician), 403);
      expect(await getProfile(shop)).toMatchObject({ tcrCode: null });
      const other = await t
        .http()
        .post('/api/workers')
        .set(bearer(shop.token))
        .send({ firstName: 'Drita', lastName: 'Hoxha', phoneNumber: '069 000 111' });
      const manager = await staffLogin(t, shop.token, (other.body as { worker: { id: string } }).worker.id, 'manager');
      expectStatus(await registerTcr(manager), 200);
    });
  });

  describe('the register’s cash (RegisterCashDepositRequest)', () => {
    let shop: Shop & { nipt: string; tcrCode: string };
    beforeAll(async () => {
      shop = await registeredShop();
    });

    it('registers the day’s initial cash and a withdrawal, each with the FCDC the CIS answered, and lists them', async () => {
      expect(await depositsOf(shop.token)).toEqual({
        day: TODAY,
        items: [],
        initialRegistered: false,
        fiscalRegister: true,
        cashInvoicesBeforeInitial: 0,
      });
      const initial = await deposit(shop.token, { amount: '1500.5', operation: 'initial' });
      expectStatus(initial, 201);
      const registered = (initial.body as CashDepositCreatedResponse).deposit;
      expect(registered).toMatchObject({
        operation: 'initial',
        amount: '1500.50',
        tcrCode: shop.tcrCode,
        day: TODAY,
        changeDateTime: '2026-01-15T11:00:00+01:00',
        fcdc: expect.stringMatching(UUID),
      });
      // The double checked the request's signature against the shop's certificate before it answered the FCDC.
      const sent = cis.received.filter((request) => request.name === 'RegisterCashDepositRequest').at(-1);
      expect(sent?.answer).toEqual({ result: registered.fcdc });
      expect(sent?.xml).toContain('Operation="INITIAL"');
      expect(sent?.xml).toContain('CashAmt="1500.50"');
      expect(sent?.xml).toContain(`TCRCode="${shop.tcrCode}"`);
      expect(sent?.xml).toContain('<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"');

      expectError(
        await deposit(shop.token, { amount: '0', operation: 'initial' }),
        409,
        /Fondi fillestar i arkës për sot është regjistruar tashmë/,
      );
      t.clock.advance(60_000);
      const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
      const withdrawal = await deposit(technician, { amount: ' 200 ', operation: 'withdraw' });
      expectStatus(withdrawal, 201);
      expect((withdrawal.body as CashDepositCreatedResponse).deposit).toMatchObject({
        operation: 'withdraw',
        amount: '200.00',
        fcdc: expect.stringMatching(UUID),
      });

      const day = await depositsOf(technician);
      expect(day.initialRegistered).toBe(true);
      expect(day.items.map((item) => [item.operation, item.amount, item.fcdc])).toEqual([
        ['initial', '1500.50', registered.fcdc],
        ['withdraw', '200.00', (withdrawal.body as CashDepositCreatedResponse).deposit.fcdc],
      ]);
      expect((await depositsOf(shop.token, '2026-01-14')).items).toEqual([]);
      // Another shop sees none of them.
      const other = await createShop(t);
      expect(await depositsOf(other.token)).toEqual({
        day: TODAY,
        items: [],
        initialRegistered: false,
        fiscalRegister: false,
        cashInvoicesBeforeInitial: 0,
      });
    });

    it.each([
      [{ amount: '12.345', operation: 'withdraw' }, 'amount', /deri në 2 shifra pas pikës/],
      [{ amount: '-5', operation: 'withdraw' }, 'amount', /Shuma shkruhet me shifra/],
      [{ amount: '1,50', operation: 'initial' }, 'amount', /Shuma shkruhet me shifra/],
      [{ amount: 12, operation: 'initial' }, 'amount', /duhet të jetë tekst/],
      [{ amount: '0.00', operation: 'withdraw' }, 'amount', /Shuma e tërhequr duhet të jetë më e madhe se zero/],
      [{ operation: 'initial' }, 'amount', /detyrueshme/],
      [{ amount: '0', operation: 'deposit' }, 'amount', /Shuma e shtuar duhet të jetë më e madhe se zero/],
      [{ amount: '10', operation: 'sale' }, 'operation', /vlerë të pavlefshme/],
    ])('refuses %j: the field %s, in Albanian, and sends nothing', async (body, field, detail) => {
      const sent = cis.received.length;
      expectRefusedField(await deposit(shop.token, body), 400, field, detail);
      expect(cis.received).toHaveLength(sent);
    });

    it('answers 409 when the CIS already holds the day’s initial cash, and logs its words with the request’s id', async () => {
      const elsewhere = await registeredShop();
      expectStatus(await deposit(elsewhere.token, { amount: '1000', operation: 'initial' }), 201);
      // As if another program had registered it: the CIS has the day's balance, this server has no row of it.
      await t.db.query('DELETE FROM fiscal_cash_deposits WHERE business_id = $1', [elsewhere.business.id]);
      expect((await depositsOf(elsewhere.token)).initialRegistered).toBe(false);
      const refused = await deposit(elsewhere.token, { amount: '1000', operation: 'initial' });
      expectError(refused, 409, /Fondi fillestar i arkës për sot është regjistruar tashmë/);
      const logged = lines.map((line) => JSON.parse(line) as { level: number; reqId?: string; msg: string });
      expect(logged).toContainEqual(
        expect.objectContaining({
          level: 40,
          reqId: (refused.body as { requestId: string }).requestId,
          msg: expect.stringContaining('already registered for a current day'),
        }),
      );
      expect((await depositsOf(elsewhere.token)).items).toEqual([]);
    });

    it('answers 503 when the CIS cannot be reached, and keeps nothing as registered', async () => {
      const offline = await registeredShop();
      cis.reachability = 'refuse-connections';
      const response = await deposit(offline.token, { amount: '1000', operation: 'initial' });
      expectError(response, 503, /Sistemi i tatimeve \(CIS\) nuk u arrit: fondi i arkës nuk u regjistrua/);
      expect((response.body as { code: string }).code).toBe('FISCAL_CIS_UNREACHABLE');
      expect(await depositsOf(offline.token)).toMatchObject({ day: TODAY, items: [], initialRegistered: false });
      cis.reachability = 'online';
      expectStatus(await deposit(offline.token, { amount: '1000', operation: 'initial' }), 201);
      expect((await depositsOf(offline.token)).items).toHaveLength(1);
    });

    it('registers cash put in during the day (DEPOSIT), lists it, and counts it in what the drawer should hold', async () => {
      const counting = await registeredShop();
      expectStatus(await deposit(counting.token, { amount: '1000', operation: 'initial' }), 201);
      t.clock.advance(60_000);
      const added = await deposit(counting.token, { amount: '250.75', operation: 'deposit' });
      expectStatus(added, 201);
      const registered = (added.body as CashDepositCreatedResponse).deposit;
      expect(registered).toMatchObject({
        operation: 'deposit',
        amount: '250.75',
        tcrCode: counting.tcrCode,
        day: TODAY,
        fcdc: expect.stringMatching(UUID),
      });
      const sent = cis.received.filter((request) => request.name === 'RegisterCashDepositRequest').at(-1);
      expect(sent?.answer).toEqual({ result: registered.fcdc });
      expect(sent?.xml).toContain('Operation="DEPOSIT"');
      expect(sent?.xml).toContain('CashAmt="250.75"');
      t.clock.advance(60_000);
      expectStatus(await deposit(counting.token, { amount: '100', operation: 'withdraw' }), 201);

      const day = await depositsOf(counting.token);
      expect(day.items.map((item) => [item.operation, item.amount])).toEqual([
        ['initial', '1000.00'],
        ['deposit', '250.75'],
        ['withdraw', '100.00'],
      ]);
      const report = await t.http().get('/api/reports/day').query({ date: TODAY }).set(bearer(counting.token));
      expectStatus(report, 200);
      expect((report.body as DayReportResponse).cashDrawer).toEqual({
        initial: 1000,
        deposits: 250.75,
        withdrawals: 100,
        cashNet: 0,
        expected: 1150.75,
      });
      // A shop that does not fiscalize in Albania has no register's drawer to count.
      const other = await createShop(t);
      const otherReport = await t.http().get('/api/reports/day').query({ date: TODAY }).set(bearer(other.token));
      expect((otherReport.body as DayReportResponse).cashDrawer).toBeNull();
    });

    it('refuses cash put in while the CIS cannot be reached (503): nothing is stored or counted', async () => {
      const offline = await registeredShop();
      expectStatus(await deposit(offline.token, { amount: '500', operation: 'initial' }), 201);
      cis.reachability = 'refuse-connections';
      const response = await deposit(offline.token, { amount: '300', operation: 'deposit' });
      expectError(response, 503, /Sistemi i tatimeve \(CIS\) nuk u arrit: fondi i arkës nuk u regjistrua/);
      expect((response.body as { code: string }).code).toBe('FISCAL_CIS_UNREACHABLE');
      expect((await depositsOf(offline.token)).items.map((item) => item.operation)).toEqual(['initial']);
      const report = await t.http().get('/api/reports/day').query({ date: TODAY }).set(bearer(offline.token));
      expect((report.body as DayReportResponse).cashDrawer).toMatchObject({ deposits: 0, expected: 500 });
    });

    it('refuses a shop whose register has no code yet (409 FISCAL_NOT_READY) and a day that is not one (400)', async () => {
      const unregistered = await albanianShop();
      expectStatus(
        await putProfile(unregistered, { country: 'albania', nipt: unregistered.nipt, businessUnitCode: UNIT }),
        200,
      );
      const response = await deposit(unregistered.token, { amount: '100', operation: 'initial' });
      expectError(response, 409, /Fondi i arkës nuk u regjistrua: mungon kodi i arkës \(TCR\)/);
      expect((response.body as { code: string }).code).toBe('FISCAL_NOT_READY');
      expectRefusedField(
        await t.http().get('/api/fiscal/cash-deposits').query({ day: '2026-02-30' }).set(bearer(shop.token)),
        400,
        'day',
        /datë e vlefshme/,
      );
    });
  });
});
