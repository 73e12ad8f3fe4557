import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Currency, HistoryAuthor, PaymentKind, PaymentMethod, PaymentResponse } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import { appendJobEvent } from '../jobs';
import { PAYMENT_COLUMNS, paymentHistoryText, toPaymentResponse, type PaymentRow } from './payment.mapper';

/** What is recorded of a payment, for a job already locked in the caller's transaction. */
export interface NewPayment {
  jobId: string;
  businessId: string;
  amount: number;
  method: PaymentMethod;
  kind: PaymentKind;
  note?: string | null;
  fiscalReceiptNumber?: string | null;
  /** Kosovo: the till whose coupon it is (FiscalPayment.tillStationId). */
  tillStationId?: string | null;
  author: HistoryAuthor;
  /** A job's balance paid in a counter sale: the payment names the sale, whose one fiscal document covers it. */
  saleId?: string | null;
}

/** Records a payment and its line in the job's history, in the caller's transaction. */
export async function recordPayment(
  manager: EntityManager,
  payment: NewPayment,
  currency: Currency,
  now: Date,
): Promise<PaymentResponse> {
  const note = payment.note || null;
  const fiscalReceiptNumber = payment.fiscalReceiptNumber || null;
  const [row] = await preparedQuery<PaymentRow>(
    manager,
    `INSERT INTO payments (id, business_id, job_id, amount, method, kind, note, fiscal_receipt_number, author_id, author_name, created_at, sale_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${PAYMENT_COLUMNS}`,
    [
      randomUUID(),
      payment.businessId,
      payment.jobId,
      payment.amount.toFixed(2),
      payment.method,
      payment.kind,
      note,
      fiscalReceiptNumber,
      payment.author.id,
      payment.author.name,
      now,
      payment.saleId ?? null,
    ],
  );
  if (!row) throw new Error('the payment was not recorded');
  const text = paymentHistoryText({ ...payment, note, fiscalReceiptNumber }, currency);
  await appendJobEvent(manager, {
    jobId: payment.jobId,
    type: 'payment',
    message: text,
    createdAt: now,
    author: payment.author,
  });
  return toPaymentResponse(row);
}

/** A job's payments, oldest first; the caller has checked the job is in its scope. */
export async function paymentsOfJob(db: DataSource | EntityManager, jobId: string): Promise<PaymentResponse[]> {
  const rows = await preparedQuery<PaymentRow>(
    db,
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE job_id = $1 ORDER BY seq`,
    [jobId],
  );
  return rows.map(toPaymentResponse);
}
