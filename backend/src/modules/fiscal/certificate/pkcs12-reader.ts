import type forge from 'node-forge';
import { NIPT_PATTERN } from '@repair-shop/contracts';
import type { SigningCredential } from '../albania/signing-credential';
import { requireOnFirstUse } from '../../../common/lazy/on-first-use';

/** node-forge, loaded by the first certificate read (an Albanian shop's fiscalization). */
const nodeForge = requireOnFirstUse<typeof forge>('node-forge');

/** The facts of a certificate a person reads. */
export interface CertificateFacts {
  subject: string;
  nipt: string | null;
  validFrom: Date;
  validTo: Date;
  fingerprint: string;
}

export interface OpenedPkcs12 {
  credentials: SigningCredential;
  facts: CertificateFacts;
}

/** Why a .p12 cannot be used: the service answers each with its own Albanian sentence. */
export class Pkcs12Problem extends Error {
  constructor(readonly reason: 'unreadable' | 'wrong-password' | 'no-private-key') {
    super(`PKCS#12 ${reason}`);
  }
}

/**
 * Where a certificate names the business's NIPT: NAIS, which issues Albania's fiscalization certificates, writes it
 * in the subject's surname (2.5.4.4, "SN=L71928020R", read off NAIS-issued test certificates); an eIDAS-style one in
 * its organizationIdentifier (2.5.4.97, "VATAL-K12345678L"), serialNumber (2.5.4.5) or common name. The first
 * NIPT-shaped token found is the one.
 */
const NIPT_ATTRIBUTE_OIDS = ['2.5.4.4', '2.5.4.97', '2.5.4.5', '2.5.4.3'];
/** Names node-forge does not know for the subject's attributes these certificates use. */
const ATTRIBUTE_NAMES: Record<string, string> = { '2.5.4.97': 'organizationIdentifier', '2.5.4.5': 'serialNumber' };
const NIPT_IN_TEXT = /(?:^|[^A-Z0-9])([A-Z]\d{8}[A-Z])(?:$|[^A-Z0-9])/;

/** Opens the .p12 with its password: the key, the certificate that goes with it, and its facts. */
export function openPkcs12(file: Uint8Array, password: string): OpenedPkcs12 {
  const p12 = parse(file, password);
  const key = privateKeyOf(p12);
  const certificate = certificateFor(p12, key);
  const { pki } = nodeForge();
  return {
    credentials: {
      privateKeyPem: pki.privateKeyToPem(key),
      certificatePem: pki.certificateToPem(certificate),
    },
    facts: factsOf(certificate),
  };
}

function parse(file: Uint8Array, password: string): forge.pkcs12.Pkcs12Pfx {
  const library = nodeForge();
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = library.asn1.fromDer(library.util.binary.raw.encode(file));
  } catch {
    throw new Pkcs12Problem('unreadable');
  }
  try {
    return library.pkcs12.pkcs12FromAsn1(asn1, true, password);
  } catch (error) {
    // node-forge says so when the MAC (keyed with the password) does not verify; anything else is a bad file.
    const message = error instanceof Error ? error.message : '';
    throw new Pkcs12Problem(
      /Invalid password|MAC could not be verified/i.test(message) ? 'wrong-password' : 'unreadable',
    );
  }
}

/** The .p12's bags of one type (node-forge answers them keyed by that type). */
function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType })[bagType] ?? [];
}

function privateKeyOf(p12: forge.pkcs12.Pkcs12Pfx): forge.pki.rsa.PrivateKey {
  const { oids } = nodeForge().pki;
  const bags = [...bagsOf(p12, oids.pkcs8ShroudedKeyBag), ...bagsOf(p12, oids.keyBag)];
  // node-forge reads RSA keys only (a bag with another kind of key has none): the CIS signs with RSA.
  const key = bags.find((bag) => bag.key)?.key;
  if (!key) throw new Pkcs12Problem('no-private-key');
  return key as forge.pki.rsa.PrivateKey;
}

/** The certificate of the key (a .p12 often carries the issuers' certificates too). */
function certificateFor(p12: forge.pkcs12.Pkcs12Pfx, key: forge.pki.rsa.PrivateKey): forge.pki.Certificate {
  const certificates = bagsOf(p12, nodeForge().pki.oids.certBag)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined && cert !== null);
  const own = certificates.find((cert) => {
    const publicKey = cert.publicKey as Partial<forge.pki.rsa.PublicKey>;
    return publicKey.n?.equals(key.n) === true && publicKey.e?.equals(key.e) === true;
  });
  if (!own) throw new Pkcs12Problem('no-private-key');
  return own;
}

function factsOf(certificate: forge.pki.Certificate): CertificateFacts {
  const { asn1, pki, md } = nodeForge();
  const der = asn1.toDer(pki.certificateToAsn1(certificate)).getBytes();
  const fingerprint = md.sha256.create().update(der).digest().toHex().toUpperCase();
  return {
    subject: subjectText(certificate),
    nipt: niptOf(certificate),
    validFrom: certificate.validity.notBefore,
    validTo: certificate.validity.notAfter,
    fingerprint: fingerprint.match(/../g)?.join(':') ?? fingerprint,
  };
}

/** "CN=…, O=…, C=AL", in the order the certificate gives them. */
function subjectText(certificate: forge.pki.Certificate): string {
  return certificate.subject.attributes
    .map(
      (attribute) =>
        `${attribute.shortName ?? ATTRIBUTE_NAMES[attribute.type ?? ''] ?? attribute.name ?? attribute.type}=${String(attribute.value)}`,
    )
    .join(', ');
}

/** The NIPT a PEM certificate is issued to (see NIPT_ATTRIBUTE_OIDS), or null. */
export function certificateNipt(certificatePem: string): string | null {
  return niptOf(nodeForge().pki.certificateFromPem(certificatePem));
}

function niptOf(certificate: forge.pki.Certificate): string | null {
  for (const oid of NIPT_ATTRIBUTE_OIDS) {
    for (const attribute of certificate.subject.attributes.filter((a) => a.type === oid)) {
      const value = String(attribute.value).toUpperCase();
      if (NIPT_PATTERN.test(value)) return value;
      const found = NIPT_IN_TEXT.exec(value)?.[1];
      if (found) return found;
    }
  }
  return null;
}
