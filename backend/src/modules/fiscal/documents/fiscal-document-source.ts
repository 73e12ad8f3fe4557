import type { EntityManager } from 'typeorm';
import type { PaymentMethod } from '@repair-shop/contracts';
import type { ShopInvoiceFacts } from '../../business';
import type { FiscalLine } from './fiscal-document-issuer';
import type { FiscalDocumentRow } from './fiscal-documents.repository';

/**
 * What one fiscal document is built from, whatever made it: a job's payment, deposit or refund, or a counter sale or
 * its return. Both countries' builders read only this, so a sale and a job's payment make their documents one way.
 */
export interface FiscalDocumentSource {
  businessId: string;
  /** What the document is for: a job's payment, or a sale (or a return) of the counter. */
  of: { jobId: string; paymentId: string; saleId: null } | { jobId: null; paymentId: null; saleId: string };
  /** Money taken, or money given back (a document that corrects the sale's). */
  kind: 'sale' | 'refund';
  /** What each method paid or gave back; two decimals, positive. */
  payments: { method: PaymentMethod; amount: string }[];
  /** Two decimals, positive: Σ payments. */
  total: string;
  authorId: string | null;
  /** The shop as its invoices name it, read by the caller in the same transaction. */
  shop: ShopInvoiceFacts;
  /** Kosovo: the till (station) chosen; null for the shop's lowest POS with a key. */
  tillStationId: string | null;
  /** What was sold or taken back (positive quantities); read only when a document is made. */
  lines: () => Promise<FiscalLine[]>;
  /** A refund's document to correct: null when there is none (money taken before the shop fiscalized). */
  corrected: (manager: EntityManager) => Promise<FiscalDocumentRow | null>;
}
