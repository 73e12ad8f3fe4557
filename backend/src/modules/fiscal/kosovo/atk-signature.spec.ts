import { generateKeyPairSync, sign } from 'node:crypto';
import { atkBytesToSign } from '@repair-shop/contracts';
import { NodeAtkSigner, atkPublicKey, verifyAtkSignature } from './atk-signature';
import { parseQrCodeText, qrCodeText } from './atk-signed-coupon';

function keyPair(namedCurve = 'prime256v1') {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve });
  return {
    sec1: privateKey.export({ type: 'sec1', format: 'pem' }).toString(),
    pkcs8: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

const details = 'CIHI0p4CENIJGAEgATABOJy/w64GQJwOSgYKAUMQwgNKCAoBRBDAAhgaSgkKAUUQmggYvQFQ1wE=';

describe('ATK signatures in Node', () => {
  it('signs with the PEM keys ATK’s onboarder exports and verifies with the public key', async () => {
    const keys = keyPair();
    const publicKey = atkPublicKey(keys.publicPem);

    for (const pem of [keys.sec1, keys.pkcs8]) {
      const signature = await new NodeAtkSigner(pem).sign(atkBytesToSign(details));
      expect(Buffer.from(signature, 'base64')[0]).toBe(0x30);
      expect(verifyAtkSignature(atkBytesToSign(details), signature, publicKey)).toBe(true);
    }
  });

  it('refuses another text, another key, and signatures that are not Base64 DER', async () => {
    const keys = keyPair();
    const signature = await new NodeAtkSigner(keys.sec1).sign(atkBytesToSign(details));

    expect(verifyAtkSignature(atkBytesToSign(`${details}x`), signature, atkPublicKey(keys.publicPem))).toBe(false);
    expect(verifyAtkSignature(atkBytesToSign(details), signature, atkPublicKey(keyPair().publicPem))).toBe(false);
    // r‖s, as .NET's ECDsa.SignHash and WebCrypto give it before conversion: not what ATK's Go sample sends.
    const p1363 = sign('sha256', atkBytesToSign(details), { key: keys.sec1, dsaEncoding: 'ieee-p1363' });
    expect(verifyAtkSignature(atkBytesToSign(details), p1363.toString('base64'), atkPublicKey(keys.publicPem))).toBe(
      false,
    );
    expect(verifyAtkSignature(atkBytesToSign(details), `${signature}\n`, atkPublicKey(keys.publicPem))).toBe(false);
    expect(verifyAtkSignature(atkBytesToSign(details), 'bm90IGEgc2lnbmF0dXJl', atkPublicKey(keys.publicPem))).toBe(
      false,
    );
  });

  it('takes P-256 keys only', () => {
    expect(() => new NodeAtkSigner(keyPair('secp384r1').sec1)).toThrow('P-256');
    expect(() => atkPublicKey(keyPair('secp384r1').publicPem)).toThrow('P-256');
  });

  it('writes and reads the QR code text as details|signature', () => {
    expect(qrCodeText(details, 'MEUC')).toBe(`${details}|MEUC`);
    expect(parseQrCodeText(`${details}|MEUC`)).toEqual({ details, signature: 'MEUC' });
    expect(parseQrCodeText(details)).toBeNull();
    expect(parseQrCodeText(`${details}|`)).toBeNull();
  });
});
