import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/** What a test certificate says about itself. */
export interface TestCertificateFields {
  /** The organisation's NIPT, in the subject's organizationIdentifier as "VATAL-<NIPT>". */
  nipt: string;
  notBefore: Date;
  notAfter: Date;
  commonName?: string;
}

// One RSA key for the suite: node:crypto makes it in a few milliseconds, node-forge's own takes seconds.
let key: forge.pki.rsa.PrivateKey | null = null;
function testKey(): forge.pki.rsa.PrivateKey {
  key ??= forge.pki.privateKeyFromPem(
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  ) as forge.pki.rsa.PrivateKey;
  return key;
}

/** A self-signed certificate of the shared key, as an Albanian e-fiscalization certificate names its holder. */
export function testCertificate(fields: TestCertificateFields): forge.pki.Certificate {
  const privateKey = testKey();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  certificate.serialNumber = '0a1b2c3d';
  certificate.validity.notBefore = fields.notBefore;
  certificate.validity.notAfter = fields.notAfter;
  const subject = [
    { name: 'commonName', value: fields.commonName ?? 'Servisi Teknik Besa' },
    { name: 'organizationName', value: 'Servisi Teknik Besa SHPK' },
    { type: '2.5.4.97', value: `VATAL-${fields.nipt}` },
    { name: 'countryName', value: 'AL' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(privateKey, forge.md.sha256.create());
  return certificate;
}

/** The .p12 (PKCS#12) file of the key and the certificate, sealed with the password. */
export function testPkcs12(fields: TestCertificateFields, password: string): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(testKey(), [testCertificate(fields)], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** A .p12 holding the certificate without its private key. */
export function testPkcs12WithoutKey(fields: TestCertificateFields, password: string): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(null, [testCertificate(fields)], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** The certificate in PEM, as the tax office knows it (what its double is told to accept). */
export const testCertificatePem = (fields: TestCertificateFields): string =>
  forge.pki.certificateToPem(testCertificate(fields));
