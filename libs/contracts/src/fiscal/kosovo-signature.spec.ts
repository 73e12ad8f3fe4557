import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import {
  ATK_KEY_ALGORITHM,
  atkBytesToSign,
  ecdsaDerToP1363,
  ecdsaP1363ToDer,
  signAtkBytes,
  verifyAtkBytes,
} from './kosovo-signature';

/** The signature of ATK's example request (pos-csharp a4060ef, readme "Sending POS Coupons"): DER, like Go's. */
const ATK_EXAMPLE_SIGNATURE =
  'MEQCIA5bgcs5gqxIAoKujhK7LXobNqa130DCjUTdBrCctYV1AiAzkvoSi+mvzFL4ThvzYPVsKegJ5sL00msyrlEiEJ6NmA==';

const details = 'CIHI0p4CENIJGAEiCVByaXNodGluZSoJS3VzaHRyaW1p';

describe('signing a Kosovo coupon with WebCrypto', () => {
  it('signs the UTF-8 bytes of the Base64 text, not the protobuf bytes', () => {
    expect(Buffer.from(atkBytesToSign(details)).toString('utf8')).toBe(details);
  });

  it('gives a DER signature that OpenSSL verifies as ATK does, and verifies it back', async () => {
    const pair = await crypto.subtle.generateKey(ATK_KEY_ALGORITHM, true, ['sign', 'verify']);
    const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey));

    const signature = await signAtkBytes(atkBytesToSign(details), pair.privateKey);

    const der = Buffer.from(signature, 'base64');
    expect(der[0]).toBe(0x30);
    const publicKey = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    expect(verify('sha256', Buffer.from(details), { key: publicKey, dsaEncoding: 'der' }, der)).toBe(true);
    expect(verify('sha256', Buffer.from(`${details}A`), { key: publicKey, dsaEncoding: 'der' }, der)).toBe(false);
    expect(await verifyAtkBytes(atkBytesToSign(details), signature, pair.publicKey)).toBe(true);
    expect(await verifyAtkBytes(atkBytesToSign(`${details}A`), signature, pair.publicKey)).toBe(false);
  });

  it('verifies a DER signature made by OpenSSL, as ATK’s Go sample makes them', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const signature = sign('sha256', Buffer.from(details), { key: privateKey, dsaEncoding: 'der' }).toString('base64');
    const key = await crypto.subtle.importKey(
      'spki',
      publicKey.export({ type: 'spki', format: 'der' }),
      ATK_KEY_ALGORITHM,
      false,
      ['verify'],
    );

    expect(await verifyAtkBytes(atkBytesToSign(details), signature, key)).toBe(true);
    expect(await verifyAtkBytes(atkBytesToSign(details), 'not base64 DER', key)).toBe(false);
    expect(createPrivateKey(privateKey.export({ type: 'sec1', format: 'pem' })).asymmetricKeyType).toBe('ec');
  });

  it("reads ATK's example signature, and writes it back byte for byte", () => {
    const der = Uint8Array.from(Buffer.from(ATK_EXAMPLE_SIGNATURE, 'base64'));
    const raw = ecdsaDerToP1363(der);
    expect(raw).toHaveLength(64);
    expect(Buffer.from(ecdsaP1363ToDer(raw)).toString('base64')).toBe(ATK_EXAMPLE_SIGNATURE);
  });

  it('pads short integers and adds the zero byte before a high bit', () => {
    const raw = new Uint8Array(64);
    raw[31] = 0x01; // r = 1
    raw[32] = 0xff; // s has its high bit set
    const der = ecdsaP1363ToDer(raw);
    expect(Array.from(der.subarray(0, 7))).toEqual([0x30, 3 + 35, 0x02, 1, 0x01, 0x02, 33]);
    expect(der[7]).toBe(0);
    expect(ecdsaDerToP1363(der)).toEqual(raw);
  });

  it('refuses what is not a strict DER P-256 signature', () => {
    const raw = Uint8Array.from({ length: 64 }, (_, index) => index + 1);
    const der = ecdsaP1363ToDer(raw);
    expect(() => ecdsaDerToP1363(raw)).toThrow();
    expect(() => ecdsaDerToP1363(Uint8Array.of(...der, 0))).toThrow();
    const needlessZero = Uint8Array.of(0x30, der[1] + 1, 0x02, 33, 0x00, ...der.subarray(4));
    expect(() => ecdsaDerToP1363(needlessZero)).toThrow();
    expect(() => ecdsaP1363ToDer(raw.subarray(1))).toThrow();
  });
});
