import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  formatMoney,
  type Currency,
  type PaymentKind,
  type PaymentMethod,
  type PaymentResponse,
} from '@repair-shop/contracts';

/** A payments row as the queries select it (numeric as pg's exact text). */
export interface PaymentRow {
  id: string;
  jobId: string;
  amount: string;
  method: PaymentMethod;
  kind: PaymentKind;
  note: string | null;
  fiscalReceiptNumber: string | null;
  authorId: string;
  authorName: string;
  createdAt: Date;
}

export const PAYMENT_COLUMNS = `id, job_id AS "jobId", amount, method, kind, note, fiscal_receipt_number AS "fiscalReceiptNumber",
  author_id AS "authorId", author_name AS "authorName", created_at AS "createdAt"`;

export function toPaymentResponse(row: PaymentRow): PaymentResponse {
  return {
    id: row.id,
    jobId: row.jobId,
    amount: Number(row.amount),
    method: row.method,
    kind: row.kind,
    note: row.note,
    fiscalReceiptNumber: row.fiscalReceiptNumber,
    takenBy: { id: row.authorId, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The history line of a payment: "Paradhënie 20,00 € (Para në dorë)." with its note and fiscal receipt. */
export function paymentHistoryText(
  payment: Pick<PaymentRow, 'kind' | 'method' | 'note' | 'fiscalReceiptNumber'> & { amount: number },
  currency: Currency,
): string {
  const receipt = payment.fiscalReceiptNumber ? `, kuponi fiskal ${payment.fiscalReceiptNumber}` : '';
  const note = payment.note ? ` ${payment.note}` : '';
  return `${PAYMENT_KIND_LABELS[payment.kind]} ${formatMoney(payment.amount, currency)} (${PAYMENT_METHOD_LABELS[payment.method]}${receipt}).${note}`;
}
