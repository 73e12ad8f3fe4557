import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import type { SigningCredential } from '../../src/modules/fiscal/albania/signing-credential';

/**
 * A self-signed stand-in for a NAIS fiscalization certificate: a 2048-bit RSA key (the IIC signature is 512
 * hex digits, so the CIS takes exactly that size) and a certificate whose subject carries the NIPT in its
 * surname attribute (2.5.4.4), where NAIS puts it.
 */
export interface TestCredentialOptions {
  nipt: string;
  name?: string;
  /** The subject's CN; "<name> Fiskalizimi" by default, as NAIS names a business's fiscalization certificate. */
  commonName?: string;
  notBefore?: Date;
  notAfter?: Date;
}

export function makeAlbaniaTestCredential(options: TestCredentialOptions): SigningCredential {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const forgeKey = forge.pki.privateKeyFromPem(privateKeyPem);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e);
  certificate.serialNumber = forge.util.bytesToHex(forge.random.getBytesSync(8)).replace(/^[89a-f]/, '1');
  certificate.validity.notBefore = options.notBefore ?? new Date(Date.now() - 24 * 3600 * 1000);
  certificate.validity.notAfter = options.notAfter ?? new Date(Date.now() + 365 * 24 * 3600 * 1000);
  const name = options.name ?? 'Servisi Test shpk';
  const subject = [
    { shortName: 'C', value: 'AL' },
    { shortName: 'L', value: 'Tirane' },
    { shortName: 'O', value: name },
    { shortName: 'CN', value: options.commonName ?? `${name} Fiskalizimi` },
    { type: '2.5.4.4', value: options.nipt },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(forgeKey, forge.md.sha256.create());
  return { privateKeyPem, certificatePem: forge.pki.certificateToPem(certificate) };
}
