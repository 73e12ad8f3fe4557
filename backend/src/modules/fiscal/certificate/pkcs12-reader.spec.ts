import { createPrivateKey, createPublicKey, sign, verify, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPkcs12, Pkcs12Problem } from './pkcs12-reader';

/**
 * A self-signed test certificate exported by OpenSSL 3 with its defaults (PBES2 AES-256-CBC, PBKDF2
 * HMAC-SHA256, a SHA-256 MAC): what a tax office's or a browser's export looks like today, not only
 * node-forge's own output. Password "fjalekalimi", NIPT L98765432M in the subject's serialNumber.
 */
const OPENSSL_P12 = readFileSync(join(__dirname, 'fixtures', 'openssl3-default.p12'));

describe('openPkcs12', () => {
  it("reads an OpenSSL 3 .p12: a key that signs what its certificate verifies, and the certificate's facts", () => {
    const { credentials, facts } = openPkcs12(OPENSSL_P12, 'fjalekalimi');
    const certificate = new X509Certificate(credentials.certificatePem);
    const data = Buffer.from('L98765432M|2026-01-15T11:00:00+01:00|1/2026|ab123cd456');
    const signature = sign('sha256', data, createPrivateKey(credentials.privateKeyPem));
    expect(
      verify('sha256', data, createPublicKey(certificate.publicKey.export({ type: 'spki', format: 'pem' })), signature),
    ).toBe(true);
    expect(facts).toEqual({
      subject: 'CN=Servisi Test, O=Servisi Test SHPK, serialNumber=L98765432M, C=AL',
      nipt: 'L98765432M',
      validFrom: new Date(certificate.validFrom),
      validTo: new Date(certificate.validTo),
      fingerprint: certificate.fingerprint256,
    });
  });

  it('tells a wrong password from a file that is not a .p12', () => {
    expect(() => openPkcs12(OPENSSL_P12, 'tjetër')).toThrow(new Pkcs12Problem('wrong-password'));
    expect(() => openPkcs12(Buffer.from('jo një certifikatë'), 'fjalekalimi')).toThrow(new Pkcs12Problem('unreadable'));
    expect(() => openPkcs12(OPENSSL_P12.subarray(0, 600), 'fjalekalimi')).toThrow(Pkcs12Problem);
  });
});
