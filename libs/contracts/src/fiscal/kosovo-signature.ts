/**
 * Signing a Kosovo coupon as ATK's sample clients do (github.com/fiskalizimi/pos-golang bb9d99b, main.go and
 * signer.go): the protobuf coupon is encoded in standard Base64, the UTF-8 bytes of that Base64 text are
 * hashed with SHA-256 and signed with the till's ECDSA P-256 key, and the signature, ASN.1 DER
 * (ecdsa.SignASN1), is sent in standard Base64.
 *
 * Pure WebCrypto, for the print station's browser where the key is made non-extractable and never leaves the
 * machine; Node 20 has the same API as globalThis.crypto.subtle. WebCrypto signs as IEEE P1363 (r‖s, 64
 * bytes), so the signature is re-encoded as DER.
 */

/** A WebCrypto key, in the browser as in Node. */
export type AtkSigningKey = Parameters<typeof globalThis.crypto.subtle.sign>[1];

/** For crypto.subtle.generateKey: a station's key pair. */
export const ATK_KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const ATK_SIGNATURE_ALGORITHM = { name: 'ECDSA', hash: 'SHA-256' } as const;

const P256_SIZE = 32;

/** What is signed: the UTF-8 bytes of the coupon's Base64 text, not the protobuf bytes themselves. */
export function atkBytesToSign(detailsBase64: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(detailsBase64);
}

/** The Base64 DER signature ATK expects (the `signature` of POST /pos/coupon, the part after | in the QR code). */
export async function signAtkBytes(bytesToSign: Uint8Array<ArrayBuffer>, key: AtkSigningKey): Promise<string> {
  const raw = await globalThis.crypto.subtle.sign(ATK_SIGNATURE_ALGORITHM, key, bytesToSign);
  return bytesToBase64(ecdsaP1363ToDer(new Uint8Array(raw)));
}

/** Checks a Base64 DER signature with WebCrypto (which verifies r‖s): false for anything malformed. */
export async function verifyAtkBytes(
  bytesToSign: Uint8Array<ArrayBuffer>,
  signatureBase64: string,
  key: AtkSigningKey,
) {
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = ecdsaDerToP1363(base64ToBytes(signatureBase64));
  } catch {
    return false;
  }
  return globalThis.crypto.subtle.verify(ATK_SIGNATURE_ALGORITHM, key, raw, bytesToSign);
}

/** r‖s (two 32-byte big-endian integers) → SEQUENCE { INTEGER r, INTEGER s }. */
export function ecdsaP1363ToDer(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  if (raw.length !== 2 * P256_SIZE) throw new Error(`An ECDSA P-256 signature is 64 bytes, not ${raw.length}`);
  const r = derInteger(raw.subarray(0, P256_SIZE));
  const s = derInteger(raw.subarray(P256_SIZE));
  return Uint8Array.of(0x30, r.length + s.length, ...r, ...s);
}

/** SEQUENCE { INTEGER r, INTEGER s } → r‖s; throws on anything that is not a strict DER P-256 signature. */
export function ecdsaDerToP1363(der: Uint8Array): Uint8Array<ArrayBuffer> {
  if (der.length < 8 || der[0] !== 0x30 || der[1] !== der.length - 2) throw new Error('Not a DER ECDSA signature');
  const r = readDerInteger(der, 2);
  const s = readDerInteger(der, r.next);
  if (s.next !== der.length) throw new Error('Bytes after the DER ECDSA signature');
  const raw = new Uint8Array(2 * P256_SIZE);
  raw.set(r.value, P256_SIZE - r.value.length);
  raw.set(s.value, 2 * P256_SIZE - s.value.length);
  return raw;
}

/** A positive INTEGER: leading zeros dropped, one 0x00 kept in front of a high bit. */
function derInteger(bytes: Uint8Array): number[] {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const value = Array.from(bytes.subarray(start));
  if (value[0] >= 0x80) value.unshift(0);
  return [0x02, value.length, ...value];
}

function readDerInteger(der: Uint8Array, at: number): { value: Uint8Array; next: number } {
  const length = der[at + 1];
  if (der[at] !== 0x02 || length === undefined || length === 0 || at + 2 + length > der.length) {
    throw new Error('Not a DER INTEGER');
  }
  let value = der.subarray(at + 2, at + 2 + length);
  if (value[0] >= 0x80) throw new Error('A negative DER INTEGER');
  if (value[0] === 0 && value.length > 1) {
    if (value[1] < 0x80) throw new Error('A DER INTEGER with a needless leading zero');
    value = value.subarray(1);
  }
  if (value.length > P256_SIZE) throw new Error('A DER INTEGER longer than P-256');
  return { value, next: at + 2 + length };
}

function bytesToBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function base64ToBytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}
