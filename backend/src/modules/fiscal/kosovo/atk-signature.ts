import { KeyObject, createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';

/**
 * ATK's signature (pos-golang bb9d99b, signer.go): SHA-256 and ECDSA P-256 over the UTF-8 bytes of the
 * coupon's Base64 text (atkBytesToSign in @repair-shop/contracts), ASN.1 DER, sent in standard Base64.
 * pos-csharp's Signer.cs calls .NET's ECDsa.SignHash, whose output is r‖s instead, but its readme's example
 * request ("MEQCIA5b…") is DER like Go's: DER is what is sent here and the only form accepted back.
 */

/**
 * Who signs a coupon: the print station's browser in production (signAtkBytes in @repair-shop/contracts, its
 * key never leaving it), NodeAtkSigner in tests and in the ATK double's own checks.
 */
export interface AtkSigner {
  /** The Base64 DER signature of these bytes. */
  sign(bytesToSign: Uint8Array): Promise<string>;
}

const P256 = 'prime256v1';

/** Signs with a PEM private key (PKCS#8 or SEC1 "EC PRIVATE KEY", as ATK's onboarder exports it). */
export class NodeAtkSigner implements AtkSigner {
  private readonly key: KeyObject;

  constructor(privateKeyPem: string) {
    this.key = createPrivateKey(privateKeyPem);
    assertP256(this.key);
  }

  async sign(bytesToSign: Uint8Array): Promise<string> {
    return sign('sha256', bytesToSign, { key: this.key, dsaEncoding: 'der' }).toString('base64');
  }
}

/** The till's public key from its PEM public key or its certificate (ATK signs the till's CSR at onboarding). */
export function atkPublicKey(pem: string): KeyObject {
  const key = createPublicKey(pem);
  assertP256(key);
  return key;
}

/** True when the Base64 DER signature is the till's over these bytes; false for anything malformed. */
export function verifyAtkSignature(bytesToSign: Uint8Array, signatureBase64: string, publicKey: KeyObject): boolean {
  const signature = Buffer.from(signatureBase64, 'base64');
  if (signature.toString('base64') !== signatureBase64) return false;
  try {
    return verify('sha256', bytesToSign, { key: publicKey, dsaEncoding: 'der' }, signature);
  } catch {
    return false;
  }
}

function assertP256(key: KeyObject): void {
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== P256) {
    throw new Error('An ATK till key is an ECDSA P-256 key');
  }
}
