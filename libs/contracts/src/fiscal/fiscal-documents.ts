import type { Currency } from '../money';
import type { FiscalCountry } from './fiscal-profile';

/**
 * A fiscal document: what the tax office is told of money taken (a sale) or given back (a refund, a
 * corrective invoice that names the sale). One per payment, deposit or refund of a shop with a fiscal
 * profile; North Macedonia's shops get none (their receipts come from a certified device).
 */
export const FISCAL_DOCUMENT_KINDS = ['sale', 'refund', 'correction'] as const;
export type FiscalDocumentKind = (typeof FISCAL_DOCUMENT_KINDS)[number];

/**
 * fiscalized: the tax office accepted it (Albania: it answered the NIVF/FIC). pending: not yet accepted,
 * the outbox keeps sending it. failed: the tax office refused it (`error` says why, in its words).
 * not_fiscal: a receipt that is not a fiscal document.
 */
export const FISCAL_DOCUMENT_STATUSES = ['fiscalized', 'pending', 'failed', 'not_fiscal'] as const;
export type FiscalDocumentStatus = (typeof FISCAL_DOCUMENT_STATUSES)[number];

export interface FiscalDocumentResponse {
  id: string;
  country: FiscalCountry;
  kind: FiscalDocumentKind;
  jobId: string | null;
  paymentId: string | null;
  /** A counter sale's (or its return's) document: the sale; jobId and paymentId are null then. */
  saleId: string | null;
  /** The document a refund corrects. */
  correctsId: string | null;
  /** As signed: Albania's InvNum ("12/2026/ab123cd456"). */
  number: string;
  /** The register's sequence number in the year, from 1, with no gaps. */
  ordinal: number;
  /** As signed: the CIS's date-time with the offset ("2026-11-26T23:10:05+01:00"). */
  issuedAt: string;
  /** As signed, two decimals ("12.50"); negative for a refund. */
  total: string;
  currency: Currency;
  status: FiscalDocumentStatus;
  /** Printed without the tax office's answer (it could not be reached): sent later, as the law allows. */
  offline: boolean;
  /** Albania: the NSLF (IIC) and its signature, printed on the receipt. */
  iic: string | null;
  iicSignature: string | null;
  /** Albania: the NIVF (FIC) the CIS answered; null until it is fiscalized. */
  fic: string | null;
  /** The tax office's page that checks the document: the receipt's QR code. */
  verificationUrl: string | null;
  /** Kosovo: the citizen coupon's signed text ("details|signature"), the receipt's QR code; null until signed. */
  qrCode: string | null;
  /** Kosovo: the POS (print station) the coupon is made on. */
  posId: number | null;
  /** Kosovo: issued, but its till has not signed it yet (it is not sent before). */
  awaitingSignature: boolean;
  businessUnitCode: string | null;
  tcrCode: string | null;
  softwareCode: string | null;
  operatorCode: string | null;
  /** Why it is still pending or why it failed, in words the user reads. */
  error: string | null;
  attempts: number;
  fiscalizedAt: string | null;
  /** How many times its receipt was printed: from the second print on, the receipt says "Kopje". */
  printCount: number;
}

/** POST /api/fiscal/documents/:id/prints, before a receipt is printed: whether this print is a copy. */
export interface FiscalPrintResponse {
  copy: boolean;
  printCount: number;
}

/** GET /api/fiscal/pending: the shop's documents not yet accepted by the tax office, oldest first. */
export interface FiscalPendingResponse {
  documents: FiscalDocumentResponse[];
  /** All of them, beyond the page. */
  total: number;
  /** Of them, the ones issued more than FISCAL_UNSENT_WARNING_HOURS ago. */
  overdue: number;
  /** Of them, the Kosovo coupons still awaiting their till's signature after FISCAL_UNSIGNED_WARNING_HOURS. */
  unsignedOverdue: number;
  /** Those coupons per till, by POS number. */
  unsignedOverdueTills: FiscalUnsignedOverdueTill[];
}

/** A till with coupons it has left unsigned for more than FISCAL_UNSIGNED_WARNING_HOURS. */
export interface FiscalUnsignedOverdueTill {
  posId: number;
  /** The station's name; null when the station is gone. */
  stationName: string | null;
  count: number;
}

/** Kosovo's law gives a coupon 48 hours to reach ATK: one its till has not signed by then is late. */
export const FISCAL_UNSIGNED_WARNING_HOURS = 48;

/** The dashboard warns of a document unsent this long; the law allows 48 hours. */
export const FISCAL_UNSENT_WARNING_HOURS = 24;
