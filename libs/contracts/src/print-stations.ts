import type { BusinessResponse, JobDetailResponse } from './api';
import type { HistoryAuthor, SuccessResponse } from './common';
import type { FiscalDocumentResponse } from './fiscal/fiscal-documents';
import type { SaleResponse } from './sales';

/**
 * A print station: a browser at the counter, paired once with the shop, that prints what anyone in the
 * shop sends to it. Its credential reads the documents sent to it and reports them printed, nothing else.
 */
export interface PrintStationResponse {
  id: string;
  name: string;
  /** Prints the label of every new job by itself. */
  autoPrintLabels: boolean;
  /** The label size it prints new jobs' labels at (see LABEL_SIZES in the print remote), e.g. "10x4". */
  autoLabelSize: string | null;
  /** Paired with a browser (a pairing link was used). */
  paired: boolean;
  /** The last time the station asked for its documents; null before it ever did. */
  lastSeenAt: string | null;
  /** Documents waiting to be printed. */
  waiting: number;
  createdAt: string;
}

/** POST /api/print-stations */
export interface PrintStationRequest {
  name: string;
}

/** PATCH /api/print-stations/:id: only the fields sent change. */
export interface PrintStationUpdateRequest {
  name?: string;
  autoPrintLabels?: boolean;
  autoLabelSize?: string | null;
}

/** A new station, or a new pairing link for one: opened once on the counter's computer. */
export interface PrintStationCreatedResponse extends SuccessResponse {
  station: PrintStationResponse;
  /** /print/pair/<token>, valid 24 hours and once. */
  pairingUrl: string;
}

/** POST /api/print-stations/pair */
export interface PrintStationPairRequest {
  token: string;
}

/** The station's credential (Authorization: Bearer) and who it prints for. */
export interface PrintStationPairedResponse extends SuccessResponse {
  stationToken: string;
  station: { id: string; name: string; businessName: string };
}

/** What can be sent to a station: a job's documents, and a counter sale's receipt and invoice. */
export const PRINT_DOCUMENTS = [
  'label',
  'invoice',
  'intake_receipt',
  'payment_receipt',
  'sale_receipt',
  'sale_invoice',
] as const;
export type PrintDocument = (typeof PRINT_DOCUMENTS)[number];

/** The documents of a job; the others are a sale's. */
export const JOB_PRINT_DOCUMENTS = ['label', 'invoice', 'intake_receipt', 'payment_receipt'] as const;
export const SALE_PRINT_DOCUMENTS = ['sale_receipt', 'sale_invoice'] as const;
export type JobPrintDocument = (typeof JOB_PRINT_DOCUMENTS)[number];
export type SalePrintDocument = (typeof SALE_PRINT_DOCUMENTS)[number];

export const PRINT_DOCUMENT_LABELS: Record<PrintDocument, string> = {
  label: 'Etiketa',
  invoice: 'Fatura',
  intake_receipt: 'Fletëpranimi',
  payment_receipt: 'Dëftesa e pagesës',
  sale_receipt: 'Kuponi i shitjes',
  sale_invoice: 'Fatura e shitjes',
};

/** The sizes each document prints at: a label's (width × height in cm), a receipt's paper width in mm; the invoice is A4. */
export const PRINT_DOCUMENT_SIZES: Record<PrintDocument, readonly string[]> = {
  label: ['10x4', '8x3', '12x5'],
  invoice: [],
  intake_receipt: ['80', '58'],
  payment_receipt: ['80', '58'],
  sale_receipt: ['80', '58'],
  sale_invoice: [],
};

/** Labels of a job print twice by default: one for the device, one for the client. */
export const DEFAULT_LABEL_COPIES = 2;

/** queued: waiting; printing: a station tab took it; printed; failed (the station said why). */
export const PRINT_JOB_STATES = ['queued', 'printing', 'printed', 'failed'] as const;
export type PrintJobState = (typeof PRINT_JOB_STATES)[number];

/**
 * POST /api/jobs/:id/print. `size`: the label's size ("10x4") or a receipt's paper width ("58", "80");
 * `paymentId`: the payment a payment receipt is for (the latest when left out).
 */
export interface PrintRequest {
  stationId: string;
  document: JobPrintDocument;
  copies?: number;
  size?: string;
  paymentId?: string;
}

/**
 * POST /api/sales/:id/print: a sale's (or a return's) receipt or A4 invoice. `size`: the receipt's paper width
 * ("80", "58"; 80 when left out).
 */
export interface SalePrintRequest {
  stationId: string;
  document: SalePrintDocument;
  copies?: number;
  size?: string;
}

/** A document sent to a station, as the sender and the station see it. */
export interface PrintJobResponse {
  id: string;
  stationId: string;
  stationName: string;
  /** The job a job's document is of; null for a sale's. */
  jobId: string | null;
  /** The sale a sale's receipt or invoice is of; null for a job's document. */
  saleId: string | null;
  /** The number people read: the job's ticket, or "SH-42" for the shop's sale number 42. */
  ticket: string;
  clientName: string;
  document: PrintDocument;
  size: string | null;
  paymentId: string | null;
  copies: number;
  state: PrintJobState;
  error: string | null;
  requestedBy: HistoryAuthor | null;
  createdAt: string;
  printedAt: string | null;
}

export interface PrintJobCreatedResponse extends SuccessResponse {
  printJob: PrintJobResponse;
}

/**
 * What a station tab takes to print (POST /api/station/jobs/claim): the document and the data to draw
 * it, or null when nothing waits. `claim` proves the tab that took it when it reports back.
 */
export interface StationClaimResponse {
  printJob: (PrintJobResponse & { claim: string }) | null;
}

/** POST /api/station/jobs/:id/done: printed, or the error the browser gave. */
export interface StationDoneRequest {
  claim: string;
  error?: string;
}

/**
 * GET /api/station/jobs/:id/document: what the station draws (the job as a technician sees it: no cost prices),
 * with the job's fiscal documents that print (none in a shop without them).
 */
export interface StationDocumentResponse {
  printJob: PrintJobResponse;
  /** The job of a job's document; null for a sale's. */
  detail: JobDetailResponse | null;
  /** The sale of a sale's receipt or invoice (its fiscal document is also in fiscalDocuments); else null. */
  sale: SaleResponse | null;
  /** A return's original sale: its number and the fiscal document the return's corrects; else null. */
  originalSale: Pick<SaleResponse, 'id' | 'number' | 'fiscalDocument'> | null;
  business: BusinessResponse;
  fiscalDocuments: FiscalDocumentResponse[];
  /**
   * The fiscal documents this print job carries (a payment receipt's one, an invoice's all), each with how
   * many prints it had before it, counted when the station claimed it: copy `i` of a document is its
   * original when `printsBefore + i` is 0, else "KOPJE". Empty for labels and intake receipts.
   */
  fiscalPrintsBefore: Record<string, number>;
}

/** GET /api/station: who the credential belongs to. */
export interface StationSelfResponse {
  station: { id: string; name: string; businessName: string };
}
