import { generateKeyPairSync } from 'node:crypto';
import { ATK_KEY_ALGORITHM, atkBytesToSign, signAtkBytes } from '@repair-shop/contracts';
import { sendPosCoupon } from '../../src/modules/fiscal/kosovo/atk-client';
import { KosovoCouponDocument, KosovoTill, buildAtkCoupon } from '../../src/modules/fiscal/kosovo/atk-coupon';
import { AtkRefusedError, AtkUnreachableError } from '../../src/modules/fiscal/kosovo/atk-errors';
import { AtkCouponType, decodePosCoupon, encodePosCoupon } from '../../src/modules/fiscal/kosovo/atk-messages';
import { NodeAtkSigner } from '../../src/modules/fiscal/kosovo/atk-signature';
import { citizenQrCode, posCouponDetails, signPosCoupon } from '../../src/modules/fiscal/kosovo/atk-signed-coupon';
import { KosovoAtkDouble } from './kosovo-atk-double';

/** A till's key pair as ATK's onboarder exports it: an "EC PRIVATE KEY" and its public key. */
function tillKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    privateKeyPem: privateKey.export({ type: 'sec1', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

const till: KosovoTill = { nui: '811000000', branchId: '2', posId: '7', applicationId: '4321', location: 'Prishtinë' };
const keys = tillKeys();
const signer = new NodeAtkSigner(keys.privateKeyPem);

let counter = 100;
function sale(overrides: Partial<KosovoCouponDocument> = {}): KosovoCouponDocument {
  counter++;
  return {
    kind: 'sale',
    couponNumber: String(counter),
    verificationNo: `V${counter}`,
    issuedAt: new Date('2026-11-26T10:15:00Z'),
    operator: 'Arbër Krasniqi',
    lines: [
      { name: 'Ndërrim ekrani', quantity: '1', unitPrice: '45.00', taxGroup: 'E', category: 'Punë' },
      { name: 'Mbrojtëse xhami', quantity: '3', unitPrice: '19.99', taxGroup: 'E', category: 'Pjesë' },
      { name: 'Kabllo', quantity: '1', unitPrice: '0.10', taxGroup: 'D' },
      { name: 'Ngjitës', quantity: '1', unitPrice: '0.20', taxGroup: 'D' },
    ],
    payments: [
      { method: 'Cash', amount: '50.00' },
      { method: 'CreditCard', amount: '55.27' },
    ],
    offline: false,
    ...overrides,
  };
}

describe('the ATK double and the Kosovo client', () => {
  let atk: KosovoAtkDouble;

  beforeEach(async () => {
    atk = await KosovoAtkDouble.start([{ ...till, publicKeyPem: keys.publicKeyPem }]);
  });

  afterEach(() => atk.close());

  it('accepts a sale signed by its till and answers its transaction number exactly', async () => {
    const { pos } = buildAtkCoupon(till, sale());
    const signed = await signPosCoupon(pos, signer);

    const answer = await sendPosCoupon(signed, { atkUrl: atk.url });

    expect(answer).toEqual({ transactionId: '900000000000000001', message: 'coupon received' });
    expect(atk.coupons).toHaveLength(1);
    expect(atk.coupons[0].coupon).toEqual(pos);
    expect(atk.coupons[0].coupon).toMatchObject({
      Total: 10527n,
      TaxGroups: [
        { TaxRate: 'D', TotalForTax: 28n, TotalTax: 2n },
        { TaxRate: 'E', TotalForTax: 8896n, TotalTax: 1601n },
      ],
    });
  });

  it('refuses a coupon whose amount was changed after it was signed', async () => {
    const { pos } = buildAtkCoupon(till, sale());
    const signed = await signPosCoupon(pos, signer);
    const tampered = {
      ...pos,
      Items: [{ ...pos.Items[0], Price: pos.Items[0].Price - 10000n }, ...pos.Items.slice(1)],
    };

    const sending = sendPosCoupon({ ...signed, details: posCouponDetails(tampered) }, { atkUrl: atk.url });

    await expect(sending).rejects.toThrow(AtkRefusedError);
    await expect(sending).rejects.toMatchObject({ status: 400, reason: "details and signature don't match" });
    expect(atk.coupons).toHaveLength(0);
  });

  it('refuses a correctly signed coupon whose totals do not match its items', async () => {
    const { pos } = buildAtkCoupon(till, sale());
    const wrong = { ...pos, TaxGroups: pos.TaxGroups.map((group) => ({ ...group, TotalTax: group.TotalTax + 1n })) };

    const sending = sendPosCoupon(await signPosCoupon(wrong, signer), { atkUrl: atk.url });

    await expect(sending).rejects.toMatchObject({ status: 400, reason: 'tax group E does not match the items' });
  });

  it('refuses a coupon signed with another key than its till registered', async () => {
    const { pos } = buildAtkCoupon(till, sale());
    const stranger = new NodeAtkSigner(tillKeys().privateKeyPem);

    const sending = sendPosCoupon(await signPosCoupon(pos, stranger), { atkUrl: atk.url });

    await expect(sending).rejects.toMatchObject({
      name: 'AtkRefusedError',
      reason: "details and signature don't match",
    });
  });

  it('refuses a coupon from a POS it has no key for', async () => {
    const { pos } = buildAtkCoupon({ ...till, posId: '8' }, sale());

    const sending = sendPosCoupon(await signPosCoupon(pos, signer), { atkUrl: atk.url });

    await expect(sending).rejects.toMatchObject({ reason: 'the POS is not registered' });
  });

  it('accepts a return that names its sale', async () => {
    const original = sale();
    const { pos: salePos } = buildAtkCoupon(till, original);
    await sendPosCoupon(await signPosCoupon(salePos, signer), { atkUrl: atk.url });
    const { pos: returnPos } = buildAtkCoupon(
      till,
      sale({
        kind: 'return',
        originalCouponNumber: original.couponNumber,
        lines: [original.lines[1]],
        payments: [{ method: 'Cash', amount: '59.97' }],
      }),
    );

    await sendPosCoupon(await signPosCoupon(returnPos, signer), { atkUrl: atk.url });

    expect(atk.coupons.map(({ coupon }) => [coupon.Type, coupon.ReferenceNo, coupon.Total])).toEqual([
      [AtkCouponType.Sale, 0n, 10527n],
      [AtkCouponType.Return, BigInt(original.couponNumber), 5997n],
    ]);
  });

  it('refuses a return without the sale it returns', async () => {
    const { pos } = buildAtkCoupon(till, sale({ kind: 'return', originalCouponNumber: '1' }));

    const sending = sendPosCoupon(await signPosCoupon({ ...pos, ReferenceNo: 0n }, signer), { atkUrl: atk.url });

    await expect(sending).rejects.toMatchObject({ reason: 'a return or cancel coupon needs its ReferenceNo' });
  });

  it('makes a coupon OFFLINE while ATK cannot be reached and sends it unchanged later', async () => {
    atk.setReachability('refuse-connections');
    const document = sale({ issuedAt: new Date('2026-11-26T08:00:00Z') });
    const signed = await signPosCoupon(buildAtkCoupon(till, document).pos, signer);

    await expect(sendPosCoupon(signed, { atkUrl: atk.url })).rejects.toThrow(AtkUnreachableError);
    // The receipt prints at once marked OFFLINE; the mark changes nothing of what ATK receives.
    const offline = buildAtkCoupon(till, { ...document, offline: true });
    expect(offline.offlineMark).toBe('OFFLINE');
    expect(posCouponDetails(offline.pos)).toBe(signed.details);

    atk.setReachability('reachable');
    await sendPosCoupon(signed, { atkUrl: atk.url });

    expect(atk.coupons).toHaveLength(1);
    expect(atk.coupons[0].details).toBe(signed.details);
    expect(atk.coupons[0].coupon.Time).toBe(BigInt(Date.parse('2026-11-26T08:00:00Z') / 1000));
  });

  it('counts a resent coupon once and answers it as the first time', async () => {
    const signed = await signPosCoupon(buildAtkCoupon(till, sale()).pos, signer);

    const first = await sendPosCoupon(signed, { atkUrl: atk.url });
    const again = await sendPosCoupon(signed, { atkUrl: atk.url });
    const resigned = await sendPosCoupon(
      { ...signed, signature: await signer.sign(atkBytesToSign(signed.details)) },
      {
        atkUrl: atk.url,
      },
    );

    expect(again).toEqual(first);
    expect(resigned).toEqual(first);
    expect(atk.coupons).toHaveLength(1);
    expect(atk.requests.map((request) => request.resent)).toEqual([false, true, true]);
  });

  it('refuses another coupon under a number it already accepted', async () => {
    const document = sale();
    await sendPosCoupon(await signPosCoupon(buildAtkCoupon(till, document).pos, signer), { atkUrl: atk.url });
    const other = buildAtkCoupon(till, { ...document, verificationNo: 'OTHER1' }).pos;

    const sending = sendPosCoupon(await signPosCoupon(other, signer), { atkUrl: atk.url });

    await expect(sending).rejects.toMatchObject({ reason: 'the coupon id was already used for another coupon' });
    expect(atk.coupons).toHaveLength(1);
  });

  it('gives up after its short timeout when ATK does not answer, and on a server error', async () => {
    const signed = await signPosCoupon(buildAtkCoupon(till, sale()).pos, signer);
    atk.setReachability('no-answer');

    const started = Date.now();
    const timingOut = sendPosCoupon(signed, { atkUrl: atk.url, timeoutMs: 300 });
    await expect(timingOut).rejects.toThrow(AtkUnreachableError);
    await expect(timingOut).rejects.toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(3000);

    atk.setReachability('server-error');
    await expect(sendPosCoupon(signed, { atkUrl: atk.url })).rejects.toMatchObject({
      name: 'AtkUnreachableError',
      status: 500,
    });
    expect(atk.coupons).toHaveLength(0);
  });

  it("verifies the receipt's QR code against the coupon it received, as ATK's citizen app asks", async () => {
    const { pos, citizen } = buildAtkCoupon(till, sale());
    await sendPosCoupon(await signPosCoupon(pos, signer), { atkUrl: atk.url });
    const scan = (qrCode: string) =>
      fetch(`${atk.url}/citizen/coupon`, { method: 'POST', body: JSON.stringify({ citizen_id: 1, qr_code: qrCode }) });

    const verified = await scan(await citizenQrCode(citizen, signer));
    const altered = await scan(await citizenQrCode({ ...citizen, Total: citizen.Total - 100n }, signer));

    expect(verified.status).toBe(200);
    expect(altered.status).toBe(400);
    expect(await altered.json()).toEqual({ error: 'FAILED VERIFICATION: Total differs from the POS coupon' });
  });

  it("accepts a coupon signed in a station's browser with WebCrypto", async () => {
    const pair = await crypto.subtle.generateKey(ATK_KEY_ALGORITHM, false, ['sign', 'verify']);
    const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
    atk.registerTill({
      ...till,
      posId: '9',
      publicKeyPem: `-----BEGIN PUBLIC KEY-----\n${spki}\n-----END PUBLIC KEY-----`,
    });
    const { pos } = buildAtkCoupon({ ...till, posId: '9' }, sale());
    const details = posCouponDetails(pos);

    const signature = await signAtkBytes(atkBytesToSign(details), pair.privateKey);
    await sendPosCoupon({ details, signature }, { atkUrl: atk.url });

    expect(atk.coupons.map(({ coupon }) => coupon.PosId)).toEqual([9n]);
  });

  it('reads back the bytes it was sent', () => {
    const { pos } = buildAtkCoupon(till, sale());
    expect(decodePosCoupon(encodePosCoupon(pos))).toEqual(pos);
  });
});
