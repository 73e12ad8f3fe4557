import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { FiscalTillKeyInvalidException } from '../fiscal.exceptions';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A station's public key, SPKI in standard Base64, as a Node key; ECDSA P-256 or a 400. */
export function tillPublicKey(spkiBase64: string): KeyObject {
  if (!BASE64.test(spkiBase64)) throw new FiscalTillKeyInvalidException();
  let key: KeyObject;
  try {
    key = createPublicKey({ key: Buffer.from(spkiBase64, 'base64'), format: 'der', type: 'spki' });
  } catch {
    throw new FiscalTillKeyInvalidException();
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new FiscalTillKeyInvalidException();
  }
  return key;
}

export const tillPublicKeyPem = (spkiBase64: string): string =>
  tillPublicKey(spkiBase64).export({ type: 'spki', format: 'pem' }).toString();

/** SHA-256 of the SPKI, "AB:CD:…", as the owner compares it with what ATK registered. */
export const tillKeyFingerprint = (spkiBase64: string): string =>
  (createHash('sha256').update(Buffer.from(spkiBase64, 'base64')).digest('hex').toUpperCase().match(/../g) ?? []).join(
    ':',
  );
