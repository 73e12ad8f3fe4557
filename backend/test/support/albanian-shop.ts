import forge from 'node-forge';
import { AlbaniaCisDouble } from '../fiscal-doubles/albania-cis-double';
import { bearer, createShop, expectStatus, startTestApp, type Shop, type TestApp } from './test-app';
import { testCertificate, testPkcs12 } from './test-certificates';

export const SOFTWARE_CODE = 'sw123ab456';
export const TCR = 'tc123ab456';
export const UNIT = 'bu123ab456';
export const OPERATOR = 'op123ab456';
const PASSWORD = 'fjalëkalimi i certifikatës';
// The test clock starts on 15 January 2026.
export const validity = { notBefore: new Date('2025-06-01T00:00:00Z'), notAfter: new Date('2027-06-01T00:00:00Z') };

/** The app with the local CIS double (its clock the test's, like the server's), the outbox run by the tests. */
export async function startFiscalTestApp(): Promise<{ t: TestApp; cis: AlbaniaCisDouble }> {
  let clock: () => Date = () => new Date();
  const cis = await AlbaniaCisDouble.start({ now: () => clock(), lateAnswerMs: 3500 });
  const t = await startTestApp({
    FISCAL_AL_CIS_URL: cis.url,
    FISCAL_AL_SOFTWARE_CODE: SOFTWARE_CODE,
    // Long enough for the double to answer on a loaded machine; a late answer comes after it.
    FISCAL_AL_TIMEOUT_MS: '3000',
    FISCAL_RETRY_BASE_MS: '60000',
    // The background rounds are run by the tests themselves.
    FISCAL_POLL_INTERVAL_MS: '3600000',
  });
  clock = () => t.clock.now();
  return { t, cis };
}

let shopCount = 0;

/** An Albanian shop, in lek with VAT at 20 %, its certificate uploaded and (unless told) known to the CIS. */
export async function albanianShop(
  t: TestApp,
  cis: AlbaniaCisDouble,
  options: { registered?: boolean; ready?: boolean } = {},
): Promise<Shop & { nipt: string }> {
  shopCount += 1;
  const nipt = `K${String(10000000 + shopCount)}L`;
  const shop = await createShop(t, {}, { country: 'albania', city: 'Tiranë' });
  expectStatus(
    await t.http().put('/api/business').set(bearer(shop.token)).send({
      businessName: 'Servisi Teknik Besa',
      contactNumber: '069 111 2222',
      country: 'albania',
      city: 'Tiranë',
      currency: 'ALL',
      vatRate: 20,
    }),
    200,
  );
  const ready = options.ready !== false;
  expectStatus(
    await t
      .http()
      .put('/api/business/fiscal')
      .set(bearer(shop.token))
      .send({
        country: 'albania',
        nipt,
        businessUnitCode: UNIT,
        ...(ready ? { tcrCode: TCR, operatorCode: OPERATOR } : {}),
      }),
    200,
  );
  if (ready) {
    const fields = { nipt, ...validity };
    expectStatus(
      await t
        .http()
        .post('/api/business/fiscal/certificate')
        .set(bearer(shop.token))
        .attach('certifikata', testPkcs12(fields, PASSWORD), {
          filename: 'c.p12',
          contentType: 'application/x-pkcs12',
        })
        .field('password', PASSWORD),
      201,
    );
    if (options.registered !== false) cis.registerCertificate(forge.pki.certificateToPem(testCertificate(fields)));
  }
  return { ...shop, nipt };
}
