import { createPublicKey, createPrivateKey, sign, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import type { FiscalCertificateResponse, FiscalProfileResponse } from '@repair-shop/contracts';
import { FiscalCertificateMissingException, FiscalSigningCredentials } from '../src/modules/fiscal';
import {
  bearer,
  createShop,
  expectError,
  expectRefusedField,
  expectStatus,
  ISO_DATE,
  staffLogin,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';
import { testCertificate, testPkcs12, testPkcs12WithoutKey } from './support/test-certificates';

const NIPT = 'K12345678L';
const ALBANIA = { country: 'albania', nipt: NIPT, businessUnitCode: 'ab123cd456' } as const;
const PASSWORD = 'fjalëkalim-i-certifikatës 1';
// The test clock starts on 15 January 2026.
const VALID = { nipt: NIPT, notBefore: new Date('2025-06-01T00:00:00Z'), notAfter: new Date('2027-06-01T00:00:00Z') };

describe('the fiscal profile and its certificate (PUT/GET /api/business/fiscal, POST …/certificate)', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (token: string, body: object) => t.http().put('/api/business/fiscal').set(bearer(token)).send(body);
  const get = (token: string) => t.http().get('/api/business/fiscal').set(bearer(token));
  const upload = (token: string, file: Buffer, password: string | null) => {
    const request = t
      .http()
      .post('/api/business/fiscal/certificate')
      .set(bearer(token))
      .attach('certifikata', file, { filename: 'certifikata.p12', contentType: 'application/x-pkcs12' });
    return password === null ? request : request.field('password', password);
  };

  it('answers {country: null} for a shop without a profile', async () => {
    const response = await get(shop.token);
    expectStatus(response, 200);
    expect(response.body).toEqual({ country: null, certificate: null });
  });

  it.each([
    [{ ...ALBANIA, nipt: 'K1234567L' }, 'nipt', /NIPT-i ka një shkronjë, 8 shifra/],
    [{ ...ALBANIA, nipt: '123456789L' }, 'nipt', /NIPT-i ka një shkronjë/],
    [{ country: 'albania', businessUnitCode: 'ab123cd456' }, 'nipt', /NIPT.*detyrueshme/],
    [{ ...ALBANIA, businessUnitCode: 'AB123CD456' }, 'businessUnitCode', /Kodi i njësisë së biznesit ka 2 shkronja/],
    [{ ...ALBANIA, businessUnitCode: 'ab12cd456' }, 'businessUnitCode', /Kodi i njësisë/],
    [{ ...ALBANIA, tcrCode: 'xx1' }, 'tcrCode', /Kodi i arkës \(TCR\)/],
    [{ ...ALBANIA, operatorCode: 'OP123AB456' }, 'operatorCode', /Kodi i operatorit ka 2 shkronja/],
    [{ country: 'kosovo', nui: '81000000', fiscalizationNumber: '123', branchId: '1' }, 'nui', /NUI-ja ka 9 shifra/],
    [
      { country: 'kosovo', nui: '810000000', fiscalizationNumber: 'AB-1', branchId: '1' },
      'fiscalizationNumber',
      /vetëm shifra/,
    ],
    [
      { country: 'kosovo', nui: '810000000', fiscalizationNumber: '123', branchId: '0' },
      'branchId',
      /numër i plotë pozitiv/,
    ],
    [{ country: 'kosovo', nui: '810000000', fiscalizationNumber: '123' }, 'branchId', /detyrueshme/],
    [{ country: 'serbia' }, 'country', /vlerë të pavlefshme/],
  ])('refuses %j: the field %s, in Albanian', async (body, field, detail) => {
    expectRefusedField(await put(shop.token, body), 400, field, detail);
    expect((await get(shop.token)).body).toEqual({ country: null, certificate: null });
  });

  it('keeps the owner’s operator code for Albania, and drops it when the shop moves to another country', async () => {
    const owner = await createShop(t);
    const saved = await put(owner.token, { ...ALBANIA, operatorCode: ' op123ab456 ' });
    expectStatus(saved, 200);
    expect(saved.body).toMatchObject({ country: 'albania', operatorCode: 'op123ab456' });
    expect((await get(owner.token)).body).toMatchObject({ operatorCode: 'op123ab456' });
    expectStatus(await put(owner.token, { country: 'north_macedonia', operatorCode: 'op123ab456' }), 200);
    expectStatus(await put(owner.token, ALBANIA), 200);
    expect((await get(owner.token)).body).toMatchObject({ country: 'albania', operatorCode: null });
  });

  it('saves each country, with the NIPT in capitals and only that country’s fields', async () => {
    const kosovo = await put(shop.token, {
      country: 'kosovo',
      nui: ' 810000000 ',
      fiscalizationNumber: '12345',
      branchId: '2',
      nipt: 'not checked for Kosovo',
    });
    expectStatus(kosovo, 200);
    expect(kosovo.body).toEqual({
      country: 'kosovo',
      nui: '810000000',
      fiscalizationNumber: '12345',
      branchId: '2',
      certificate: null,
      updatedAt: expect.stringMatching(ISO_DATE),
    });
    const macedonia = await put(shop.token, { country: 'north_macedonia' });
    expect(macedonia.body).toEqual({ country: 'north_macedonia', certificate: null, updatedAt: expect.any(String) });
    const albania = await put(shop.token, { ...ALBANIA, nipt: 'k12345678l', tcrCode: 'zz999yy001' });
    expectStatus(albania, 200);
    expect(albania.body).toMatchObject({
      country: 'albania',
      nipt: NIPT,
      businessUnitCode: 'ab123cd456',
      tcrCode: 'zz999yy001',
    });
    expect((await get(shop.token)).body).toEqual(albania.body);
    // Without tcrCode the register is still to be registered with the CIS.
    expect((await put(shop.token, ALBANIA)).body).toMatchObject({ tcrCode: null });
  });

  it('lets a manager set it, and refuses a technician', async () => {
    const other = await createShop(t);
    const manager = await staffLogin(t, other.token, other.worker.id, 'manager');
    expectStatus(await put(manager, ALBANIA), 200);
    const second = await createShop(t);
    const technician = await staffLogin(t, second.token, second.worker.id, 'technician');
    expectError(await put(technician, ALBANIA), 403);
    expectError(await get(technician), 403);
    expectError(await upload(technician, testPkcs12(VALID, PASSWORD), PASSWORD), 403);
    expect((await get(second.token)).body).toEqual({ country: null, certificate: null });
  });

  describe('the certificate', () => {
    let albanian: Shop;
    beforeAll(async () => {
      albanian = await createShop(t);
      expectStatus(await put(albanian.token, ALBANIA), 200);
    });

    it('refuses a wrong password, a file that is not a .p12, a .p12 without its key, and no password', async () => {
      expectRefusedField(
        await upload(albanian.token, testPkcs12(VALID, PASSWORD), 'tjetër'),
        400,
        'password',
        'Fjalëkalimi i certifikatës nuk është i saktë.',
      );
      expectError(
        await upload(albanian.token, Buffer.from('jo një certifikatë'), PASSWORD),
        400,
        /nuk është një certifikatë \.p12/,
      );
      expectError(await upload(albanian.token, testPkcs12WithoutKey(VALID, PASSWORD), PASSWORD), 400, /çelësin privat/);
      expectError(await upload(albanian.token, testPkcs12(VALID, PASSWORD), null), 400, /shkruani fjalëkalimin/);
      expectError(await upload(albanian.token, Buffer.alloc(65 * 1024, 1), PASSWORD), 413, /më i madh se 64 KB/);
      expect(((await get(albanian.token)).body as { certificate: unknown }).certificate).toBeNull();
    });

    it('refuses a certificate that expired, one not valid yet, and one for another NIPT', async () => {
      const expired = { ...VALID, notBefore: new Date('2024-01-01Z'), notAfter: new Date('2026-01-01Z') };
      expectError(
        await upload(albanian.token, testPkcs12(expired, PASSWORD), PASSWORD),
        400,
        'Certifikata ka skaduar më 01.01.2026. Ngarkoni certifikatën e re.',
      );
      const later = { ...VALID, notBefore: new Date('2026-03-01Z') };
      expectError(await upload(albanian.token, testPkcs12(later, PASSWORD), PASSWORD), 400, /vlen nga 01\.03\.2026/);
      const otherNipt = { ...VALID, nipt: 'L98765432M' };
      expectError(
        await upload(albanian.token, testPkcs12(otherNipt, PASSWORD), PASSWORD),
        400,
        `Certifikata është për NIPT-in L98765432M, jo për NIPT-in e biznesit (${NIPT}).`,
      );
      expect(((await get(albanian.token)).body as { certificate: unknown }).certificate).toBeNull();
    });

    it('refuses a certificate for a shop whose profile is not Albanian', async () => {
      const kosovar = await createShop(t);
      expectError(await upload(kosovar.token, testPkcs12(VALID, PASSWORD), PASSWORD), 409, /Shqipëri/);
      expectStatus(
        await put(kosovar.token, { country: 'kosovo', nui: '810000000', fiscalizationNumber: '1', branchId: '1' }),
        200,
      );
      expectError(await upload(kosovar.token, testPkcs12(VALID, PASSWORD), PASSWORD), 409, /Shqipëri/);
    });

    it('keeps the right one, answers its facts only, and never sends the certificate or its password back', async () => {
      const response = await upload(albanian.token, testPkcs12(VALID, PASSWORD), PASSWORD);
      expectStatus(response, 201);
      const facts = (response.body as FiscalCertificateResponse).certificate;
      // Same key and fields make the same bytes: PKCS#1 v1.5 signatures are deterministic.
      const expected = new X509Certificate(forge.pki.certificateToPem(testCertificate(VALID)));
      expect(facts).toEqual({
        subject: `CN=Servisi Teknik Besa, O=Servisi Teknik Besa SHPK, organizationIdentifier=VATAL-${NIPT}, C=AL`,
        nipt: NIPT,
        validFrom: VALID.notBefore.toISOString(),
        validTo: VALID.notAfter.toISOString(),
        fingerprint: expected.fingerprint256,
        uploadedAt: expect.stringMatching(ISO_DATE),
      });
      const profile = await get(albanian.token);
      expect((profile.body as FiscalProfileResponse).certificate).toEqual(facts);
      for (const text of [response.text, profile.text]) {
        expect(text).not.toContain(PASSWORD);
        expect(text).not.toMatch(/BEGIN|privateKey|ciphertext/i);
      }
      // The database holds ciphertext only.
      const [row] = await t.db.query<{ file: Buffer; password: Buffer }[]>(
        `SELECT certificate_ciphertext AS file, password_ciphertext AS password FROM fiscal_profiles WHERE business_id = $1`,
        [albanian.business.id],
      );
      expect(row?.password.toString('utf8')).not.toContain('fjalëkalim');
      expect(row?.file.equals(testPkcs12(VALID, PASSWORD))).toBe(false);
    });

    it('opens the signing credentials for the fiscal code, for this shop only', async () => {
      const credentials = await t.app
        .get(FiscalSigningCredentials)
        .signingCredentialsOf(t.db.manager, albanian.business.id);
      const data = Buffer.from(
        'K12345678L|2026-01-15T11:00:00+01:00|1/2026/ab123cd456|ab123cd456|zz999yy001|ss123ss123|120.00',
      );
      const signature = sign('sha256', data, createPrivateKey(credentials.privateKeyPem));
      const certificate = new X509Certificate(credentials.certificatePem);
      expect(
        verify(
          'sha256',
          data,
          createPublicKey(certificate.publicKey.export({ type: 'spki', format: 'pem' })),
          signature,
        ),
      ).toBe(true);
      expect(certificate.subject).toContain(`VATAL-${NIPT}`);
      await expect(
        t.app.get(FiscalSigningCredentials).signingCredentialsOf(t.db.manager, shop.business.id),
      ).rejects.toBeInstanceOf(FiscalCertificateMissingException);
    });

    it('is not seen by another shop', async () => {
      const other = await createShop(t);
      expect((await get(other.token)).body).toEqual({ country: null, certificate: null });
    });

    it('stays while the NIPT stays, and is removed when the NIPT or the country changes', async () => {
      const kept = await put(albanian.token, { ...ALBANIA, tcrCode: 'tc123tc456' });
      expect((kept.body as FiscalProfileResponse).certificate).not.toBeNull();
      const otherNipt = await put(albanian.token, { ...ALBANIA, nipt: 'L98765432M' });
      expect((otherNipt.body as FiscalProfileResponse).certificate).toBeNull();
      expect((await put(albanian.token, ALBANIA)).body).toMatchObject({ certificate: null });
      const [row] = await t.db.query<{ count: string }[]>(
        `SELECT count(*) FROM fiscal_profiles WHERE business_id = $1 AND (certificate_ciphertext IS NOT NULL OR password_ciphertext IS NOT NULL)`,
        [albanian.business.id],
      );
      expect(row?.count).toBe('0');
    });
  });

  it('answers every one of many concurrent writes, and keeps one of them whole', async () => {
    const racing = await createShop(t);
    const bodies = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0
        ? { ...ALBANIA, businessUnitCode: `ab${String(100 + i)}cd456` }
        : i % 3 === 1
          ? { country: 'kosovo', nui: '810000000', fiscalizationNumber: String(i), branchId: String(i + 1) }
          : { country: 'north_macedonia' },
    );
    const responses = await Promise.all(bodies.map((body) => put(racing.token, body)));
    for (const response of responses) expectStatus(response, 200);
    const final = (await get(racing.token)).body as FiscalProfileResponse;
    const matches = responses.filter((response) => JSON.stringify(response.body) === JSON.stringify(final));
    expect(matches.length).toBeGreaterThanOrEqual(1);
  });
});
