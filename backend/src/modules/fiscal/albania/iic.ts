import { createHash, createSign, createVerify } from 'node:crypto';

/**
 * The issuer's invoice code (IIC, "NSLF" on an Albanian receipt), by the CIS technical specification
 * (Fiscalization Service - Technical, v07, 5.3.3): the fields below joined with "|", signed with the
 * business's private key (RSA, SHA-256, PKCS#1 v1.5) → IICSignature in upper-case hex; the MD5 of the
 * signature's bytes → IIC in upper-case hex. Only the issuer's key can make it again from the same fields.
 */
export interface IicFields {
  /** The seller's NIPT (NUIS). */
  issuerNipt: string;
  /** IssueDateTime exactly as written in the request, e.g. "2026-11-26T10:15:00+01:00". */
  issueDateTime: string;
  /** InvNum as written in the request ("ordinal/year/TCR"): the specification names field 3.7.1.11, InvNum. */
  invoiceNumber: string;
  businessUnitCode: string;
  /** Empty for a non-cash invoice issued without a register. */
  tcrCode: string;
  softwareCode: string;
  /** TotPrice exactly as written in the request, two decimals. */
  totalPrice: string;
}

export interface IssuerCode {
  iic: string;
  iicSignature: string;
}

export function iicInput(fields: IicFields): string {
  return [
    fields.issuerNipt,
    fields.issueDateTime,
    fields.invoiceNumber,
    fields.businessUnitCode,
    fields.tcrCode,
    fields.softwareCode,
    fields.totalPrice,
  ].join('|');
}

export function computeIssuerCode(fields: IicFields, privateKeyPem: string): IssuerCode {
  const signature = createSign('RSA-SHA256').update(iicInput(fields), 'utf8').sign(privateKeyPem);
  return {
    iicSignature: signature.toString('hex').toUpperCase(),
    iic: createHash('md5').update(signature).digest('hex').toUpperCase(),
  };
}

/** True when the signature is the issuer's over these fields and the IIC is its MD5 (what the CIS checks). */
export function verifyIssuerCode(fields: IicFields, code: IssuerCode, certificateOrPublicKeyPem: string): boolean {
  if (!/^[0-9A-Fa-f]{512}$/.test(code.iicSignature) || !/^[0-9A-Fa-f]{32}$/.test(code.iic)) return false;
  const signature = Buffer.from(code.iicSignature, 'hex');
  const signed = createVerify('RSA-SHA256')
    .update(iicInput(fields), 'utf8')
    .verify(certificateOrPublicKeyPem, signature);
  return signed && createHash('md5').update(signature).digest('hex').toUpperCase() === code.iic.toUpperCase();
}
