import {
  ATK_KEY_ALGORITHM,
  atkBytesToSign,
  signAtkBytes,
  verifyAtkBytes,
  type DayReportResponse,
  type FiscalDocumentResponse,
  type FiscalPendingResponse,
  type FiscalTillResponse,
  type PaymentCreatedResponse,
  type StationFiscalTillResponse,
  type StationUnsignedCouponResponse,
} from '@repair-shop/contracts';
import { webcrypto } from 'node:crypto';
import { AtkCouponType, decodeCitizenCoupon, decodePosCoupon } from '../src/modules/fiscal/kosovo/atk-messages';
import { FiscalDocumentSender } from '../src/modules/fiscal/documents/fiscal-document-sender.service';
import { KosovoAtkDouble } from './fiscal-doubles/kosovo-atk-double';
import {
  bearer,
  createJob,
  expectError,
  expectStatus,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';
import { nextStationEvent, openStationEvents, pairedStation } from './support/print-stations';
import {
  KOSOVO_BRANCH as BRANCH,
  fiscalizeInKosovo,
  kosovoShop as kosovoShopOf,
  kosovoShopInVat,
  nextKosovoNui,
} from './support/kosovo-shop';

const APPLICATION_ID = '4242';

/** A station of a Kosovo shop holding a WebCrypto key made non-extractable, as its browser does. */
interface Till {
  id: string;
  credential: string;
  keys: webcrypto.CryptoKeyPair;
  publicKey: string;
}

describe("Kosovo's tills: the print station signs its coupons, the server checks and sends them to ATK", () => {
  let t: TestApp;
  let atk: KosovoAtkDouble;
  let sender: FiscalDocumentSender;

  beforeAll(async () => {
    atk = await KosovoAtkDouble.start([]);
    t = await startTestApp({
      FISCAL_KS_ATK_URL: atk.url,
      FISCAL_KS_APPLICATION_ID: APPLICATION_ID,
      FISCAL_AL_TIMEOUT_MS: '3000',
      FISCAL_RETRY_BASE_MS: '60000',
      // The background rounds are run by the tests themselves.
      FISCAL_POLL_INTERVAL_MS: '3600000',
    });
    sender = t.app.get(FiscalDocumentSender);
  });
  afterEach(() => atk.setReachability('reachable'));
  afterAll(async () => {
    await t.close();
    await atk.close();
  });

  const kosovoShop = () => kosovoShopOf(t);

  const newKeys = (): Promise<webcrypto.CryptoKeyPair> =>
    webcrypto.subtle.generateKey(ATK_KEY_ALGORITHM, false, ['sign', 'verify']) as Promise<webcrypto.CryptoKeyPair>;
  const spki = async (keys: webcrypto.CryptoKeyPair): Promise<string> =>
    Buffer.from(await webcrypto.subtle.exportKey('spki', keys.publicKey)).toString('base64');
  const registerKey = (credential: string, publicKey: string) =>
    t.http().put('/api/station/fiscal/key').set(bearer(credential)).send({ publicKey });

  /** A paired station with its key registered, and ATK told its public key as the owner reads it. */
  async function till(shop: Shop & { nui: string }, name = 'Banaku'): Promise<Till> {
    const station = await pairedStation(t, shop.token, name);
    const keys = await newKeys();
    const publicKey = await spki(keys);
    expectStatus(await registerKey(station.credential, publicKey), 200);
    const tills = (await t.http().get('/api/business/fiscal/tills').set(bearer(shop.token)))
      .body as FiscalTillResponse[];
    const listed = tills.find((entry) => entry.stationId === station.id)!;
    atk.registerTill({
      nui: shop.nui,
      branchId: BRANCH,
      posId: String(listed.posId),
      publicKeyPem: listed.publicKeyPem!,
    });
    return { ...station, keys, publicKey };
  }

  const pay = (shop: Shop, jobId: string, body: object) =>
    t.http().post(`/api/jobs/${jobId}/payments`).set(bearer(shop.token)).send(body);
  const unsigned = async (credential: string): Promise<StationUnsignedCouponResponse[]> => {
    const response = await t.http().get('/api/station/fiscal/coupons').set(bearer(credential));
    expectStatus(response, 200);
    return response.body as StationUnsignedCouponResponse[];
  };
  const signatures = async (coupon: StationUnsignedCouponResponse, key: webcrypto.CryptoKey) => ({
    posSignature: await signAtkBytes(atkBytesToSign(coupon.posCoupon), key),
    citizenSignature: await signAtkBytes(atkBytesToSign(coupon.citizenCoupon), key),
  });
  const sign = (credential: string, id: string, body: object) =>
    t.http().post(`/api/station/fiscal/coupons/${id}/signatures`).set(bearer(credential)).send(body);
  const documentsOf = async (shop: Shop, jobId: string): Promise<FiscalDocumentResponse[]> => {
    const response = await t.http().get(`/api/jobs/${jobId}/fiscal-documents`).set(bearer(shop.token));
    expectStatus(response, 200);
    return response.body as FiscalDocumentResponse[];
  };
  /** A job of 25 € paid whole by cash: the document awaiting its till's signature. */
  async function paidJob(shop: Shop): Promise<{ jobId: string; document: FiscalDocumentResponse }> {
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 25 });
    const response = await pay(shop, job.id, { amount: 25, method: 'cash', kind: 'payment' });
    expectStatus(response, 201);
    return { jobId: job.id, document: (response.body as PaymentCreatedResponse).fiscalDocument! };
  }

  it('registers a station key once, numbers the tills, shows their keys to the owner and takes a new key only after the owner asks', async () => {
    const shop = await kosovoShop();
    const station = await pairedStation(t, shop.token);
    expect((await t.http().get('/api/station/fiscal/till').set(bearer(station.credential))).body).toEqual({
      required: true,
      posId: null,
      publicKey: null,
    });
    const first = await spki(await newKeys());
    const registered = await registerKey(station.credential, first);
    expectStatus(registered, 200);
    expect(registered.body as StationFiscalTillResponse).toEqual({ required: true, posId: 1, publicKey: first });
    // The same key again (a station retrying) is fine; another one is refused.
    expectStatus(await registerKey(station.credential, first), 200);
    const second = await spki(await newKeys());
    const refused = await registerKey(station.credential, second);
    expectError(refused, 409, /vetëm pasi pronari e kërkon/);
    expect((refused.body as { code: string }).code).toBe('FISCAL_TILL_KEY_EXISTS');
    expectError(await registerKey(station.credential, 'bm90IGEga2V5'), 400, /ECDSA P-256/);

    const other = await pairedStation(t, shop.token, 'Dritarja');
    expectStatus(await registerKey(other.credential, second), 200);
    const tills = (await t.http().get('/api/business/fiscal/tills').set(bearer(shop.token)))
      .body as FiscalTillResponse[];
    expect(tills.map((entry) => [entry.stationName, entry.posId])).toEqual([
      ['Banaku', 1],
      ['Dritarja', 2],
    ]);
    expect(tills[0].publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(tills[0].fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);

    expectStatus(await t.http().delete(`/api/business/fiscal/tills/${station.id}/key`).set(bearer(shop.token)), 200);
    const replaced = await registerKey(station.credential, second);
    expectStatus(replaced, 200);
    expect(replaced.body).toEqual({ required: true, posId: 1, publicKey: second });
    // Another shop's owner cannot touch this till.
    const stranger = await kosovoShop();
    expectError(await t.http().delete(`/api/business/fiscal/tills/${station.id}/key`).set(bearer(stranger.token)), 404);
  });

  it("tells the shop's open stations at once when the shop is fiscalized in Kosovo, and a station when a new key is asked for", async () => {
    const shop = await kosovoShopInVat(t);
    const station = await pairedStation(t, shop.token);
    const events = await openStationEvents(t, station.credential);
    expect(await events.next()).toContain('event: till');
    expect(await events.next()).toContain('event: queued');
    const started = Date.now();
    await fiscalizeInKosovo(t, shop, nextKosovoNui());
    expect(await nextStationEvent(events)).toContain('event: till');
    expect(Date.now() - started).toBeLessThan(2000);
    expectStatus(await registerKey(station.credential, await spki(await newKeys())), 200);

    expectStatus(await t.http().delete(`/api/business/fiscal/tills/${station.id}/key`).set(bearer(shop.token)), 200);
    expect(await nextStationEvent(events)).toContain('event: till');
    events.close();
  });

  it('refuses the money of a Kosovo shop without a till holding a key, naming it, and records nothing', async () => {
    const shop = await kosovoShop();
    await pairedStation(t, shop.token);
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 25 });
    const response = await pay(shop, job.id, { amount: 25, method: 'cash', kind: 'payment' });
    expectError(response, 409, /një arkë: një stacion printimi i çiftuar me çelësin e tij të regjistruar/);
    expect((response.body as { code: string }).code).toBe('FISCAL_NOT_READY');
    expect((await t.db.query(`SELECT COUNT(*)::int AS n FROM payments WHERE job_id = $1`, [job.id]))[0].n).toBe(0);
  });

  it("issues the payment's coupon awaiting the till's signature; the till signs it, ATK verifies it and the receipt has its QR code", async () => {
    const shop = await kosovoShop();
    const station = await till(shop);
    const { jobId, document } = await paidJob(shop);
    expect(document).toMatchObject({
      country: 'kosovo',
      kind: 'sale',
      status: 'pending',
      awaitingSignature: true,
      posId: 1,
      ordinal: 1,
      number: '2026000100000001',
      total: '25.00',
      currency: 'EUR',
      qrCode: null,
      attempts: 0,
      error: 'Kuponi pret nënshkrimin e arkës (POS 1): mbajeni të hapur faqen e printerit.',
    });
    expect(atk.requests).toHaveLength(0);
    // Nothing is sent before the till signed, however often the outbox looks.
    await sender.deliverDue();
    expect(atk.coupons.filter((coupon) => coupon.coupon.BusinessId === BigInt(shop.nui))).toHaveLength(0);

    const [coupon, ...others] = await unsigned(station.credential);
    expect(others).toHaveLength(0);
    expect(coupon.id).toBe(document.id);
    const pos = decodePosCoupon(Buffer.from(coupon.posCoupon, 'base64'));
    expect(pos).toMatchObject({
      BusinessId: BigInt(shop.nui),
      BranchId: 3n,
      PosId: 1n,
      Total: 2500n,
      Location: 'Prishtinë',
    });
    expect(pos.TaxGroups).toEqual([{ TaxRate: 'E', TotalForTax: 2119n, TotalTax: 381n }]);

    const signed = await sign(station.credential, coupon.id, await signatures(coupon, station.keys.privateKey));
    expectStatus(signed, 200);
    const fiscalized = signed.body as FiscalDocumentResponse;
    expect(fiscalized).toMatchObject({ status: 'fiscalized', awaitingSignature: false, offline: false, attempts: 1 });
    const accepted = atk.coupons.find((entry) => entry.coupon.BusinessId === BigInt(shop.nui))!;
    expect(fiscalized.fic).toBe(accepted.transactionId);
    expect(accepted.details).toBe(coupon.posCoupon);

    const [listed] = await documentsOf(shop, jobId);
    const [details, citizenSignature] = listed.qrCode!.split('|');
    expect(details).toBe(coupon.citizenCoupon);
    expect(await verifyAtkBytes(atkBytesToSign(details), citizenSignature, station.keys.publicKey)).toBe(true);
    const citizen = decodeCitizenCoupon(Buffer.from(details, 'base64'));
    expect(citizen.Total).toBe(2500n);
    // ATK's citizen app checks the receipt's QR code against the POS coupon and the till's key.
    const scanned = await fetch(`${atk.url}/citizen/coupon`, {
      method: 'POST',
      body: JSON.stringify({ citizen_id: 1, qr_code: listed.qrCode }),
    });
    expect(scanned.status).toBe(200);
    expect(await unsigned(station.credential)).toEqual([]);
  });

  it("refuses a signature its key does not verify (400, nothing kept), and another shop's station cannot sign", async () => {
    const shop = await kosovoShop();
    const station = await till(shop);
    const { document } = await paidJob(shop);
    const [coupon] = await unsigned(station.credential);
    const foreignKeys = await newKeys();
    const forged = await sign(station.credential, coupon.id, await signatures(coupon, foreignKeys.privateKey));
    expectError(forged, 400, /nuk përputhet me çelësin e regjistruar/);
    expect((forged.body as { code: string }).code).toBe('FISCAL_SIGNATURE_INVALID');
    // The POS coupon's signature over the citizen coupon: swapped, refused too.
    const good = await signatures(coupon, station.keys.privateKey);
    expectError(
      await sign(station.credential, coupon.id, {
        posSignature: good.posSignature,
        citizenSignature: good.posSignature,
      }),
      400,
      /kuponit për qytetarin/,
    );
    const [row] = await t.db.query(`SELECT pos_signature, citizen_signature FROM fiscal_documents WHERE id = $1`, [
      document.id,
    ]);
    expect(row).toEqual({ pos_signature: null, citizen_signature: null });

    const stranger = await kosovoShop();
    const strangerTill = await till(stranger);
    expectError(await sign(strangerTill.credential, coupon.id, good), 404);
    expect(await unsigned(strangerTill.credential)).toEqual([]);
    expectStatus(await sign(station.credential, coupon.id, good), 200);
    // Signed once: a second tab's signatures are not taken.
    expectError(await sign(station.credential, coupon.id, good), 409);
  });

  it('keeps a signed coupon pending and offline while ATK is down, and the outbox sends the same signed bytes later', async () => {
    const shop = await kosovoShop();
    const station = await till(shop);
    const { jobId } = await paidJob(shop);
    const [coupon] = await unsigned(station.credential);
    atk.setReachability('refuse-connections');
    const signed = await sign(station.credential, coupon.id, await signatures(coupon, station.keys.privateKey));
    expectStatus(signed, 200);
    expect(signed.body).toMatchObject({ status: 'pending', offline: true, awaitingSignature: false, fic: null });
    expect((signed.body as FiscalDocumentResponse).error).toMatch(/ATK nuk u arrit/);
    expect((signed.body as FiscalDocumentResponse).qrCode).toMatch(/\|/);

    atk.setReachability('reachable');
    t.clock.advance(61_000);
    await sender.deliverDue();
    const [document] = await documentsOf(shop, jobId);
    expect(document).toMatchObject({ status: 'fiscalized', offline: true, error: null, attempts: 2 });
    const accepted = atk.coupons.find((entry) => entry.coupon.BusinessId === BigInt(shop.nui))!;
    expect(accepted.details).toBe(coupon.posCoupon);
    expect(document.fic).toBe(accepted.transactionId);
  });

  it("marks a coupon ATK refuses as failed with ATK's reason, and makes a refund the sale's return coupon", async () => {
    const shop = await kosovoShop();
    const station = await pairedStation(t, shop.token);
    // The key is registered with the server but not with ATK: ATK refuses the POS.
    const keys = await newKeys();
    expectStatus(await registerKey(station.credential, await spki(keys)), 200);
    const { jobId } = await paidJob(shop);
    const [coupon] = await unsigned(station.credential);
    const signed = await sign(station.credential, coupon.id, await signatures(coupon, keys.privateKey));
    expectStatus(signed, 200);
    expect(signed.body).toMatchObject({
      status: 'failed',
      error: 'ATK e refuzoi kuponin (HTTP 400): the POS is not registered',
    });

    const refund = await pay(shop, jobId, { amount: 5, method: 'cash', kind: 'refund' });
    expectStatus(refund, 201);
    expect((refund.body as PaymentCreatedResponse).fiscalDocument).toMatchObject({
      kind: 'refund',
      total: '-5.00',
      ordinal: 2,
      correctsId: coupon.id,
      awaitingSignature: true,
    });
    const [returned] = await unsigned(station.credential);
    const pos = decodePosCoupon(Buffer.from(returned.posCoupon, 'base64'));
    expect(pos).toMatchObject({ Type: AtkCouponType.Return, ReferenceNo: BigInt(coupon.number), Total: 500n });
  });
  it('makes the coupon on the till the payment names (a station of the shop with a key), else on the lowest POS', async () => {
    const shop = await kosovoShop();
    const first = await till(shop, 'Banaku');
    const second = await till(shop, 'Dritarja');
    // Whoever takes the money chooses among the tills holding a key (every role: the role matrix).
    const choices = await t.http().get('/api/fiscal/tills').set(bearer(shop.token));
    expectStatus(choices, 200);
    expect(choices.body).toEqual([
      { stationId: first.id, stationName: 'Banaku', posId: 1 },
      { stationId: second.id, stationName: 'Dritarja', posId: 2 },
    ]);
    const job = await createJob(t, shop.token, shop.worker.id, { estimatedPrice: 30 });
    const chosen = await pay(shop, job.id, { amount: 10, method: 'cash', kind: 'deposit', tillStationId: second.id });
    expectStatus(chosen, 201);
    expect((chosen.body as PaymentCreatedResponse).fiscalDocument).toMatchObject({ posId: 2, ordinal: 1 });
    expect((await unsigned(second.credential)).map((coupon) => coupon.number)).toEqual(['2026000200000001']);
    expect(await unsigned(first.credential)).toEqual([]);
    const lowest = await pay(shop, job.id, { amount: 10, method: 'card', kind: 'payment' });
    expect((lowest.body as PaymentCreatedResponse).fiscalDocument).toMatchObject({ posId: 1, ordinal: 1 });
    const refund = await pay(shop, job.id, { amount: 5, method: 'cash', kind: 'refund', tillStationId: second.id });
    expect((refund.body as PaymentCreatedResponse).fiscalDocument).toMatchObject({ posId: 2, kind: 'refund' });

    // A station without a key, another shop's till, or no station at all: 422, and nothing is recorded.
    const keyless = await pairedStation(t, shop.token, 'Magazina');
    expect(((await t.http().get('/api/fiscal/tills').set(bearer(shop.token))).body as unknown[]).length).toBe(2);
    const stranger = await kosovoShop();
    const strangerTill = await till(stranger);
    const paidBefore = (await t.db.query(`SELECT COUNT(*)::int AS n FROM payments WHERE job_id = $1`, [job.id]))[0].n;
    for (const tillStationId of [keyless.id, strangerTill.id, '6f1c1a52-5a0e-4c4e-9d4b-1f0e8a2b3c4d']) {
      const refused = await pay(shop, job.id, { amount: 5, method: 'cash', kind: 'payment', tillStationId });
      expectError(refused, 422, /Arka e zgjedhur nuk është një stacion printimi i këtij biznesi me çelës/);
      expect(refused.body).toMatchObject({ code: 'FISCAL_TILL_UNAVAILABLE', field: 'tillStationId' });
    }
    expectError(await pay(shop, job.id, { amount: 5, method: 'cash', kind: 'payment', tillStationId: 'arka-1' }), 400);
    expect((await t.db.query(`SELECT COUNT(*)::int AS n FROM payments WHERE job_id = $1`, [job.id]))[0].n).toBe(
      paidBefore,
    );
  });

  it('refuses to delete a till with unsigned coupons unless told to give them up, which fails them and keeps the payments', async () => {
    const shop = await kosovoShop();
    const station = await till(shop);
    await paidJob(shop);
    const { jobId, document } = await paidJob(shop);
    const removeStation = (query = '') =>
      t.http().delete(`/api/print-stations/${station.id}${query}`).set(bearer(shop.token));
    const refused = await removeStation();
    expectError(refused, 409, /^Arka ka 2 kupona ende të panënshkruar\./);
    expect(refused.body).toMatchObject({ code: 'FISCAL_TILL_HAS_UNSIGNED_COUPONS' });
    // Keeping them is no choice for a station that goes: nothing could sign them.
    expectError(await removeStation('?voidUnsigned=false'), 409, /2 kupona/);
    expectError(await removeStation('?voidUnsigned=po'), 400);
    expect(await unsigned(station.credential)).toHaveLength(2);

    expectStatus(await removeStation('?voidUnsigned=true'), 200);
    const [failed] = await documentsOf(shop, jobId);
    expect(failed).toMatchObject({
      id: document.id,
      status: 'failed',
      error: "Arka u fshi para se t'i nënshkruante: kuponi nuk u dërgua në ATK.",
    });
    expect((await t.db.query(`SELECT COUNT(*)::int AS n FROM payments WHERE job_id = $1`, [jobId]))[0].n).toBe(1);
    const day = await t
      .http()
      .get(`/api/reports/day?date=${document.issuedAt.slice(0, 10)}`)
      .set(bearer(shop.token));
    expect((day.body as DayReportResponse).fiscal).toEqual({ fiscalized: 0, pending: 0, failed: 2 });
    await sender.deliverDue();
    expect(atk.coupons.filter((coupon) => coupon.coupon.BusinessId === BigInt(shop.nui))).toHaveLength(0);
  });

  it("removing a till's key with unsigned coupons asks first: kept, the station's new key signs them; given up, they fail", async () => {
    const shop = await kosovoShop();
    const station = await till(shop);
    const { jobId } = await paidJob(shop);
    const removeKey = (query = '') =>
      t.http().delete(`/api/business/fiscal/tills/${station.id}/key${query}`).set(bearer(shop.token));
    const refused = await removeKey();
    expectError(refused, 409, /^Arka ka 1 kupon ende të panënshkruar\./);
    expect(refused.body).toMatchObject({ code: 'FISCAL_TILL_HAS_UNSIGNED_COUPONS' });
    expect((await t.http().get('/api/station/fiscal/till').set(bearer(station.credential))).body).toMatchObject({
      publicKey: station.publicKey,
    });

    // Kept: the same POS with its new key signs the coupon, and ATK takes it under that key.
    expectStatus(await removeKey('?voidUnsigned=false'), 200);
    const keys = await newKeys();
    expectStatus(await registerKey(station.credential, await spki(keys)), 200);
    const tills = (await t.http().get('/api/business/fiscal/tills').set(bearer(shop.token)))
      .body as FiscalTillResponse[];
    atk.registerTill({ nui: shop.nui, branchId: BRANCH, posId: '1', publicKeyPem: tills[0].publicKeyPem! });
    const [coupon] = await unsigned(station.credential);
    const signed = await sign(station.credential, coupon.id, await signatures(coupon, keys.privateKey));
    expectStatus(signed, 200);
    expect(signed.body).toMatchObject({ status: 'fiscalized' });
    expect((await documentsOf(shop, jobId))[0].status).toBe('fiscalized');

    // Given up: failed with the reason, off the till's list.
    const next = await paidJob(shop);
    expectStatus(await removeKey('?voidUnsigned=true'), 200);
    expect((await documentsOf(shop, next.jobId))[0]).toMatchObject({
      status: 'failed',
      error: "Çelësi i arkës u hoq para se t'i nënshkruante: kuponi nuk u dërgua në ATK.",
    });
    expect(await unsigned(station.credential)).toEqual([]);
  });

  it('counts the coupons a till has left unsigned past 48 hours apart from the overdue ones, naming the till', async () => {
    const shop = await kosovoShop();
    await till(shop, 'Banaku');
    await paidJob(shop);
    const pending = async (): Promise<FiscalPendingResponse> => {
      const response = await t.http().get('/api/fiscal/pending').set(bearer(shop.token));
      expectStatus(response, 200);
      return response.body as FiscalPendingResponse;
    };
    t.clock.advance(47 * 60 * 60 * 1000);
    expect(await pending()).toMatchObject({ total: 1, overdue: 1, unsignedOverdue: 0, unsignedOverdueTills: [] });
    t.clock.advance(2 * 60 * 60 * 1000);
    expect(await pending()).toMatchObject({
      total: 1,
      overdue: 1,
      unsignedOverdue: 1,
      unsignedOverdueTills: [{ posId: 1, stationName: 'Banaku', count: 1 }],
    });
  });
});
