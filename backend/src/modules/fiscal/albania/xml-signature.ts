import { X509Certificate } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import type { SigningCredential } from './signing-credential';
import { SOAP_ENVELOPE_NS } from './cis-xml';
import { xmlCrypto, xmldom } from './xml-libraries';

/**
 * The XML signature of CIS messages (Fiscalization Service - Technical, v07, 5.3.1): an enveloped signature
 * inside the one element of the SOAP body, referencing it by its Id ("Request" or "Response"), exclusive
 * C14N, SHA-256 digest, RSA-SHA256, and the signer's X.509 certificate in KeyInfo.
 */

export const XMLDSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const EXCLUSIVE_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

export type SignedElementId = 'Request' | 'Response';

export function signCisMessage(xml: string, credential: SigningCredential, id: SignedElementId = 'Request'): string {
  const signer = new (xmlCrypto().SignedXml)({
    privateKey: credential.privateKeyPem,
    publicCert: credential.certificatePem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXCLUSIVE_C14N,
  });
  const element = `/*[local-name(.)='Envelope']/*[local-name(.)='Body']/*[@Id='${id}']`;
  signer.addReference({ xpath: element, digestAlgorithm: SHA256, transforms: [ENVELOPED, EXCLUSIVE_C14N] });
  signer.computeSignature(xml, { location: { reference: element, action: 'append' } });
  return signer.getSignedXml();
}

/** A signature the CIS refuses, with the CIS's error code for it (3.9.2, codes 20 to 33). */
export class CisSignatureError extends Error {
  constructor(
    readonly cisCode: string,
    message: string,
  ) {
    super(message);
  }
}

export interface VerifiedSignature {
  /** The signer's certificate from KeyInfo: the caller decides whether it trusts it. */
  certificatePem: string;
  /** The signed element, canonicalized: the only content a verifier should read. */
  signedXml: string;
}

const children = (parent: Element, namespace: string, localName: string): Element[] =>
  Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 && (node as Element).localName === localName && (node as Element).namespaceURI === namespace,
  );

const algorithm = (parent: Element | undefined, localName: string): string | null | undefined =>
  parent && children(parent, XMLDSIG_NS, localName)[0]?.getAttribute('Algorithm');

function signedRoot(xml: string, id: SignedElementId): Element {
  let envelope: Element | null;
  try {
    envelope = new (xmldom().DOMParser)().parseFromString(xml, 'text/xml').documentElement as Element | null;
  } catch (error) {
    throw new CisSignatureError('20', `The message is not well-formed XML: ${(error as Error).message}`);
  }
  const body = envelope ? children(envelope, SOAP_ENVELOPE_NS, 'Body')[0] : undefined;
  const root = body && Array.from(body.childNodes).find((node): node is Element => node.nodeType === 1);
  if (!root || root.getAttribute('Id') !== id) throw new CisSignatureError('22', `The message has no ${id} element`);
  return root;
}

function checkSignatureShape(signature: Element, id: SignedElementId): string {
  const signedInfo = children(signature, XMLDSIG_NS, 'SignedInfo')[0];
  if (algorithm(signedInfo, 'SignatureMethod') !== RSA_SHA256) {
    throw new CisSignatureError('26', 'The signature method is not RSA-SHA256');
  }
  if (algorithm(signedInfo, 'CanonicalizationMethod') !== EXCLUSIVE_C14N) {
    throw new CisSignatureError('27', 'The canonicalization method is not exclusive C14N');
  }
  const references = signedInfo ? children(signedInfo, XMLDSIG_NS, 'Reference') : [];
  if (references.length !== 1 || references[0].getAttribute('URI') !== `#${id}`) {
    throw new CisSignatureError('25', `The signature does not reference the ${id} element alone`);
  }
  const transforms = children(references[0], XMLDSIG_NS, 'Transforms')[0];
  const transformAlgorithms = transforms
    ? children(transforms, XMLDSIG_NS, 'Transform').map((transform) => transform.getAttribute('Algorithm'))
    : [];
  if (transformAlgorithms.join(' ') !== `${ENVELOPED} ${EXCLUSIVE_C14N}`) {
    throw new CisSignatureError('27', 'The reference is not transformed as an enveloped, exclusive C14N signature');
  }
  if (algorithm(references[0], 'DigestMethod') !== SHA256) {
    throw new CisSignatureError('28', 'The digest method is not SHA-256');
  }
  const keyInfos = children(signature, XMLDSIG_NS, 'KeyInfo');
  const x509Data = keyInfos[0] ? children(keyInfos[0], XMLDSIG_NS, 'X509Data') : [];
  const certificates = x509Data[0] ? children(x509Data[0], XMLDSIG_NS, 'X509Certificate') : [];
  if (keyInfos.length !== 1 || x509Data.length !== 1 || certificates.length !== 1) {
    throw new CisSignatureError('32', 'KeyInfo must hold exactly one X.509 certificate');
  }
  const base64 = (certificates[0].textContent ?? '').replace(/\s+/g, '');
  const certificatePem = `-----BEGIN CERTIFICATE-----\n${base64.replace(/(.{64})/g, '$1\n').trim()}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(certificatePem);
  } catch {
    throw new CisSignatureError('33', 'The certificate in KeyInfo is not an X.509 certificate');
  }
  return certificatePem;
}

/**
 * Checks the enveloped signature of a CIS message against the certificate it carries, the way the CIS
 * does, and throws CisSignatureError with the CIS's code for the first check that fails.
 */
export function verifyCisSignature(xml: string, id: SignedElementId = 'Request'): VerifiedSignature {
  const root = signedRoot(xml, id);
  const signatures = Array.from(root.ownerDocument?.getElementsByTagNameNS(XMLDSIG_NS, 'Signature') ?? []);
  if (signatures.length === 0) throw new CisSignatureError('21', 'The message has no Signature element');
  if (signatures.length > 1) throw new CisSignatureError('24', 'The message has more than one Signature element');
  if (signatures[0].parentNode !== root) {
    throw new CisSignatureError('25', `The signature is not inside the ${id} element`);
  }
  const certificatePem = checkSignatureShape(signatures[0], id);
  const verifier = new (xmlCrypto().SignedXml)({ publicCert: certificatePem, getCertFromKeyInfo: () => null });
  verifier.loadSignature(new (xmldom().XMLSerializer)().serializeToString(signatures[0]));
  let valid: boolean;
  try {
    valid = verifier.checkSignature(xml);
  } catch (error) {
    const message = (error as Error).message;
    throw /signature value/.test(message)
      ? new CisSignatureError('29', 'The cryptographic signature is wrong')
      : new CisSignatureError('31', `The signature is wrong: ${message}`);
  }
  if (!valid) throw new CisSignatureError('30', 'The digest of the signed element is wrong');
  const [signedXml] = verifier.getSignedReferences();
  return { certificatePem, signedXml };
}
