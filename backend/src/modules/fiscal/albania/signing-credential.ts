/**
 * What the code signs with: the business's e-certificate (issued by NAIS) and its private key, as PEM.
 * The fiscal profile makes it from the uploaded .p12; the protocol code only receives it.
 */
export interface SigningCredential {
  privateKeyPem: string;
  certificatePem: string;
}
