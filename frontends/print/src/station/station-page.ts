import type { JobDetailResponse, PaymentResponse, SaleResponse, StationDocumentResponse } from '@repair-shop/contracts';
import { DEFAULT_LABEL_SIZE, LABEL_SIZES, type LabelSize } from '@repair-shop/web';
import { NO_PAYMENT_TEXT, PAYMENT_NOT_FOUND_TEXT } from '../components/PaymentReceiptScreen/PaymentReceiptScreen';
import { DEFAULT_RECEIPT_WIDTH, RECEIPT_WIDTHS, type ReceiptWidth } from '../components/ReceiptScreen/receipt-widths';
import { receiptPayment } from '../utils/receipt-payments';

/** What a station draws for a document sent to it: the same pages the print screens draw. */
export type StationPage =
  | { kind: 'label'; size: LabelSize }
  | { kind: 'invoice' }
  | { kind: 'intakeReceipt'; width: ReceiptWidth }
  | { kind: 'paymentReceipt'; width: ReceiptWidth; payment: PaymentResponse }
  | { kind: 'saleReceipt'; width: ReceiptWidth; sale: SaleResponse }
  | { kind: 'saleInvoice'; sale: SaleResponse };

/** The station's document names a job or a sale whose data did not come with it. */
export const MISSING_DATA_TEXT = 'Të dhënat e dokumentit mungojnë.';

export const unknownSizeText = (size: string): string => `Madhësia «${size}» nuk njihet nga ky printer.`;

/** The page to draw, or why it cannot be drawn (reported as the document's error). */
export function stationPageOf({
  printJob,
  detail,
  sale,
}: StationDocumentResponse): { page: StationPage } | { problem: string } {
  const { document, size } = printJob;
  if (document === 'sale_invoice' || document === 'sale_receipt') return salePageOf(document, size, sale);
  if (!detail) return { problem: MISSING_DATA_TEXT };
  return jobPageOf(document, size, detail, printJob.paymentId);
}

const receiptWidthOf = (size: string | null): ReceiptWidth | undefined =>
  size === null ? DEFAULT_RECEIPT_WIDTH : RECEIPT_WIDTHS.find((candidate) => candidate.id === size);

function salePageOf(
  document: 'sale_invoice' | 'sale_receipt',
  size: string | null,
  sale: SaleResponse | null,
): { page: StationPage } | { problem: string } {
  if (!sale) return { problem: MISSING_DATA_TEXT };
  if (document === 'sale_invoice') return { page: { kind: 'saleInvoice', sale } };
  const width = receiptWidthOf(size);
  return width ? { page: { kind: 'saleReceipt', width, sale } } : { problem: unknownSizeText(size ?? '') };
}

function jobPageOf(
  document: StationDocumentResponse['printJob']['document'],
  size: string | null,
  detail: JobDetailResponse,
  paymentId: string | null,
): { page: StationPage } | { problem: string } {
  if (document === 'invoice') return { page: { kind: 'invoice' } };
  if (document === 'label') {
    const label = size === null ? DEFAULT_LABEL_SIZE : LABEL_SIZES.find((candidate) => candidate.id === size);
    return label ? { page: { kind: 'label', size: label } } : { problem: unknownSizeText(size ?? '') };
  }
  const width = receiptWidthOf(size);
  if (!width) return { problem: unknownSizeText(size ?? '') };
  if (document === 'intake_receipt') return { page: { kind: 'intakeReceipt', width } };
  const payment = receiptPayment(detail.payments, paymentId ?? undefined);
  if (!payment) return { problem: paymentId === null ? NO_PAYMENT_TEXT : PAYMENT_NOT_FOUND_TEXT };
  return { page: { kind: 'paymentReceipt', width, payment } };
}
