import type { IssuerCode } from './iic';

/**
 * An invoice as Servisi hands it to the CIS protocol, in the CIS's own terms (Fiscalization Service -
 * Technical, v07, 3.7.1). Amounts and quantities are decimal strings; the protocol code computes every
 * derived amount exactly.
 */

/** An invoice the CIS would refuse, found before it is sent: its message says what is wrong, in Albanian (it reaches the shop). */
export class InvalidInvoiceError extends Error {}

export type InvoiceType = 'CASH' | 'NONCASH';

/** Why a message goes after the fact (3.7.1.4). Servisi uses SERVICE when the CIS could not be reached. */
export type SubsequentDeliveryType = 'NOINTERNET' | 'BOUNDBOOK' | 'SERVICE' | 'TECHNICALERROR';

/** 3.7.1.46: the first six are for cash invoices, the others for non-cash ones. */
export const CASH_PAY_METHODS = ['BANKNOTE', 'CARD', 'CHECK', 'SVOUCHER', 'COMPANY', 'ORDER'] as const;
export const NONCASH_PAY_METHODS = [
  'ACCOUNT',
  'FACTORING',
  'COMPENSATION',
  'TRANSFER',
  'WAIVER',
  'KIND',
  'OTHER',
] as const;
export type PayMethodType = (typeof CASH_PAY_METHODS)[number] | (typeof NONCASH_PAY_METHODS)[number];

/**
 * 3.7.1.82. TYPE_1 (VAT law art. 51) and TYPE_2 (art. 53-54) are grouped in SameTaxes; TAX_FREE goes to
 * TaxFreeAmt. Margin scheme and export are not sales a repair shop makes.
 */
export type VatExemption = 'TYPE_1' | 'TYPE_2' | 'TAX_FREE';

export type CorrectionType = 'CORRECTIVE' | 'DEBIT' | 'CREDIT';

export interface InvoiceItemInput {
  /** At most 50 characters (3.7.1.72). */
  name: string;
  code?: string;
  /** Unit of measure, e.g. "copë". */
  unit: string;
  /** Up to three decimals; negative on a corrective invoice that takes items back. */
  quantity: string;
  /** What the customer pays for one unit, VAT included: the shop's prices are gross. */
  unitPriceWithVat: string;
  /** Percent ("20", "6", "0"), for an issuer in the VAT register; absent with an exemption or outside VAT. */
  vatRate?: string;
  exemption?: VatExemption;
}

export interface PaymentInput {
  type: PayMethodType;
  /** Two decimals at most; the payments add up to the invoice's total. */
  amount: string;
}

export interface SellerInput {
  nipt: string;
  name: string;
  /** Optional for a seller identified by its NIPT (the schema's Seller). */
  address?: string;
  town?: string;
  /** ISO 3166-1 alpha-3. */
  country: string;
}

/** The original a corrective invoice corrects (3.7.1.27). */
export interface CorrectedInvoice {
  iic: string;
  issueDateTime: string;
  type: CorrectionType;
}

export interface AlbanianInvoice {
  /** The request's UUID (v4): kept with the document, so that a resend is the same message to the CIS. */
  uuid: string;
  /** When this message is sent (formatCisDateTime); equal to issueDateTime unless sent after the fact. */
  sendDateTime: string;
  subsequentDelivery?: SubsequentDeliveryType;
  type: InvoiceType;
  issueDateTime: string;
  /** The register's sequence number in the year, from 1 (InvOrdNum). */
  ordinalNumber: number;
  /** Required for a cash invoice. */
  tcrCode?: string;
  isIssuerInVat: boolean;
  operatorCode: string;
  businessUnitCode: string;
  softwareCode: string;
  seller: SellerInput;
  items: InvoiceItemInput[];
  payments: PaymentInput[];
  corrects?: CorrectedInvoice;
  isReverseCharge?: boolean;
  /**
   * The IIC printed when the invoice was issued. A later resend passes it back, since the CIS wants the
   * code the customer holds even if the certificate changed meanwhile (5.3).
   */
  issuerCode?: IssuerCode;
}
