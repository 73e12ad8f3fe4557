import type { PaymentResponse, StationDocumentResponse } from '@repair-shop/contracts';
import { DEFAULT_LABEL_SIZE, LABEL_SIZES, type LabelSize } from '@repair-shop/web';
import { NO_PAYMENT_TEXT, PAYMENT_NOT_FOUND_TEXT } from '../components/PaymentReceiptScreen/PaymentReceiptScreen';
import { DEFAULT_RECEIPT_WIDTH, RECEIPT_WIDTHS, type ReceiptWidth } from '../components/ReceiptScreen/receipt-widths';
import { receiptPayment } from '../utils/receipt-payments';

/** What a station draws for a document sent to it: the same pages the print screens draw. */
export type StationPage =
  | { kind: 'label'; size: LabelSize }
  | { kind: 'invoice' }
  | { kind: 'intakeReceipt'; width: ReceiptWidth }
  | { kind: 'paymentReceipt'; width: ReceiptWidth; payment: PaymentResponse };

export const unknownSizeText = (size: string): string => `Madhësia «${size}» nuk njihet nga ky printer.`;

/** The page to draw, or why it cannot be drawn (reported as the document's error). */
export function stationPageOf({
  printJob,
  detail,
}: StationDocumentResponse): { page: StationPage } | { problem: string } {
  const { document, size } = printJob;
  if (document === 'invoice') return { page: { kind: 'invoice' } };
  if (document === 'label') {
    const label = size === null ? DEFAULT_LABEL_SIZE : LABEL_SIZES.find((candidate) => candidate.id === size);
    return label ? { page: { kind: 'label', size: label } } : { problem: unknownSizeText(size ?? '') };
  }
  const width = size === null ? DEFAULT_RECEIPT_WIDTH : RECEIPT_WIDTHS.find((candidate) => candidate.id === size);
  if (!width) return { problem: unknownSizeText(size ?? '') };
  if (document === 'intake_receipt') return { page: { kind: 'intakeReceipt', width } };
  const payment = receiptPayment(detail.payments, printJob.paymentId ?? undefined);
  if (!payment) return { problem: printJob.paymentId === null ? NO_PAYMENT_TEXT : PAYMENT_NOT_FOUND_TEXT };
  return { page: { kind: 'paymentReceipt', width, payment } };
}
