import {
  ATK_KEY_ALGORITHM,
  atkBytesToSign,
  signAtkBytes,
  type FiscalDocumentResponse,
  type FiscalTillResponse,
  type StationUnsignedCouponResponse,
} from '@repair-shop/contracts';
import { webcrypto } from 'node:crypto';
import { KosovoAtkDouble } from '../fiscal-doubles/kosovo-atk-double';
import { pairedStation } from './print-stations';
import { bearer, createShop, expectStatus, startTestApp, type Shop, type TestApp } from './test-app';

export const KOSOVO_APPLICATION_ID = '4242';
export const KOSOVO_BRANCH = '3';

/** The app with the local ATK double, the outbox run by the tests. */
export async function startKosovoTestApp(): Promise<{ t: TestApp; atk: KosovoAtkDouble }> {
  const atk = await KosovoAtkDouble.start([]);
  const t = await startTestApp({
    FISCAL_KS_ATK_URL: atk.url,
    FISCAL_KS_APPLICATION_ID: KOSOVO_APPLICATION_ID,
    FISCAL_RETRY_BASE_MS: '60000',
    FISCAL_POLL_INTERVAL_MS: '3600000',
  });
  return { t, atk };
}

export interface KosovoShopWithTill {
  shop: Shop;
  /** The till's print station: its id is a sale's tillStationId, its credential signs the coupons. */
  stationId: string;
  credential: string;
  keys: webcrypto.CryptoKeyPair;
}

let shopCount = 0;

/** Saves the shop's Kosovo fiscal profile: its NUI, fiscalization number and branch. */
export async function fiscalizeInKosovo(t: TestApp, shop: Shop, nui: string): Promise<void> {
  expectStatus(
    await t
      .http()
      .put('/api/business/fiscal')
      .set(bearer(shop.token))
      .send({ country: 'kosovo', nui, fiscalizationNumber: '77', branchId: KOSOVO_BRANCH }),
    200,
  );
}

/** A NUI no other shop of the test file has. */
export function nextKosovoNui(): string {
  shopCount += 1;
  return String(820000000 + shopCount);
}

/** A shop in Kosovo in VAT at 18 %, not yet fiscalized. */
export async function kosovoShopInVat(t: TestApp): Promise<Shop> {
  const shop = await createShop(t, {}, { country: 'kosovo', city: 'Prishtinë' });
  expectStatus(
    await t.http().put('/api/business').set(bearer(shop.token)).send({
      businessName: 'Servisi Dardania',
      contactNumber: '044 111 222',
      country: 'kosovo',
      city: 'Prishtinë',
      currency: 'EUR',
      vatRate: 18,
    }),
    200,
  );
  return shop;
}

/** A Kosovo shop in VAT at 18 %, fiscalized, with no till yet. */
export async function kosovoShop(t: TestApp): Promise<Shop & { nui: string }> {
  const shop = await kosovoShopInVat(t);
  const nui = nextKosovoNui();
  await fiscalizeInKosovo(t, shop, nui);
  return { ...shop, nui };
}

/** A Kosovo shop in VAT at 18 %, with one till whose key ATK knows. */
export async function kosovoShopWithTill(t: TestApp, atk: KosovoAtkDouble): Promise<KosovoShopWithTill> {
  const { nui, ...shop } = await kosovoShop(t);
  const station = await pairedStation(t, shop.token, 'Banaku');
  const keys = (await webcrypto.subtle.generateKey(ATK_KEY_ALGORITHM, false, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const publicKey = Buffer.from(await webcrypto.subtle.exportKey('spki', keys.publicKey)).toString('base64');
  expectStatus(await t.http().put('/api/station/fiscal/key').set(bearer(station.credential)).send({ publicKey }), 200);
  const [till] = (await t.http().get('/api/business/fiscal/tills').set(bearer(shop.token)))
    .body as FiscalTillResponse[];
  atk.registerTill({ nui, branchId: KOSOVO_BRANCH, posId: String(till!.posId), publicKeyPem: till!.publicKeyPem! });
  return { shop, stationId: station.id, credential: station.credential, keys };
}

/** The coupons the till has to sign. */
export async function unsignedCoupons(t: TestApp, credential: string): Promise<StationUnsignedCouponResponse[]> {
  const response = await t.http().get('/api/station/fiscal/coupons').set(bearer(credential));
  expectStatus(response, 200);
  return response.body as StationUnsignedCouponResponse[];
}

/** The till signs its coupon as its browser does; the server verifies it and sends it to the ATK double. */
export async function signAndSendCoupon(
  t: TestApp,
  till: Pick<KosovoShopWithTill, 'credential' | 'keys'>,
  coupon: StationUnsignedCouponResponse,
): Promise<FiscalDocumentResponse> {
  const response = await t
    .http()
    .post(`/api/station/fiscal/coupons/${coupon.id}/signatures`)
    .set(bearer(till.credential))
    .send({
      posSignature: await signAtkBytes(atkBytesToSign(coupon.posCoupon), till.keys.privateKey),
      citizenSignature: await signAtkBytes(atkBytesToSign(coupon.citizenCoupon), till.keys.privateKey),
    });
  expectStatus(response, 200);
  return response.body as FiscalDocumentResponse;
}
