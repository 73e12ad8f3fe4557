import {
  DEFAULT_LABEL_COPIES,
  JOB_PRINT_DOCUMENTS,
  PRINT_DOCUMENT_LABELS,
  PRINT_DOCUMENT_SIZES,
  type JobPrintDocument,
  type PaymentResponse,
  type PrintDocument,
  type PrintRequest,
} from '@repair-shop/contracts';
import { LABEL_SIZES } from '@repair-shop/web';

/** The most copies of one document the server takes at once. */
export const MAX_PRINT_COPIES = 20;

export interface Choice<T extends string = string> {
  value: T;
  label: string;
}

/** The documents a job can send to a station: a payment's receipt only once the job has a payment. */
export function documentChoices(hasPayments: boolean): Choice<JobPrintDocument>[] {
  return JOB_PRINT_DOCUMENTS.filter((document) => hasPayments || document !== 'payment_receipt').map((document) => ({
    value: document,
    label: PRINT_DOCUMENT_LABELS[document],
  }));
}

/** A label's sizes ("10cm x 4cm (standard)"), a receipt's roll widths ("80 mm"); none for the A4 invoice. */
export function sizeChoices(document: PrintDocument): Choice[] {
  return PRINT_DOCUMENT_SIZES[document].map((size) => ({
    value: size,
    label:
      document === 'label' ? (LABEL_SIZES.find((candidate) => candidate.id === size)?.label ?? size) : `${size} mm`,
  }));
}

/** The standard label (10×4) and the usual 80 mm roll come first. */
export const defaultSize = (document: PrintDocument): string => PRINT_DOCUMENT_SIZES[document][0] ?? '';

/** A label twice (the device's and the client's), anything else once. */
export const defaultCopies = (document: PrintDocument): number => (document === 'label' ? DEFAULT_LABEL_COPIES : 1);

/** The payment taken last (the server lists them oldest first): the receipt people usually ask for. */
export function latestPaymentId(payments: PaymentResponse[]): string {
  let latest: PaymentResponse | null = null;
  for (const payment of payments)
    if (!latest || Date.parse(payment.createdAt) >= Date.parse(latest.createdAt)) latest = payment;
  return latest?.id ?? '';
}

export interface SendValues {
  stationId: string;
  document: JobPrintDocument;
  /** The label's size or the receipt's width; '' for the invoice. */
  size: string;
  /** The payment a payment receipt is for. */
  paymentId: string;
  copies: number;
}

export const copiesError = (copies: number): string | null =>
  Number.isInteger(copies) && copies >= 1 && copies <= MAX_PRINT_COPIES
    ? null
    : `Kopjet duhet të jenë nga 1 deri në ${MAX_PRINT_COPIES}`;

/** POST /jobs/:id/print: only what the document takes (no size for the invoice, a payment for its receipt only). */
export function toPrintRequest(values: SendValues): PrintRequest {
  const request: PrintRequest = { stationId: values.stationId, document: values.document, copies: values.copies };
  if (PRINT_DOCUMENT_SIZES[values.document].length > 0 && values.size) request.size = values.size;
  if (values.document === 'payment_receipt' && values.paymentId) request.paymentId = values.paymentId;
  return request;
}
