import type { FiscalDocumentResponse } from './fiscal/fiscal-documents';
import type { HistoryAuthor, SuccessResponse } from './common';
import type { Currency } from './money';

/** How the money changed hands. */
export const PAYMENT_METHODS = ['cash', 'card', 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Para në dorë',
  card: 'Kartelë',
  bank: 'Transfer bankar',
};

/** A deposit is taken before the work; a refund gives money back (the only way to correct a payment). */
export const PAYMENT_KINDS = ['deposit', 'payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  deposit: 'Paradhënie',
  payment: 'Pagesë',
  refund: 'Kthim parash',
};

/** POST /api/jobs/:id/payments. `amount` is positive, in the shop's currency, at most two decimals. */
export interface PaymentRequest {
  amount: number;
  method: PaymentMethod;
  kind: PaymentKind;
  note?: string;
  /** The number of the fiscal receipt the shop's fiscal device printed for it. */
  fiscalReceiptNumber?: string;
  /**
   * Kosovo: the till (a print station of the shop with a registered key) whose coupon this is; without it,
   * the shop's lowest POS number with a key.
   */
  tillStationId?: string;
}

/** A deposit taken when the job is received (POST /api/jobs). */
export type DepositRequest = Pick<PaymentRequest, 'amount' | 'method'>;

/** A payment as it was recorded: never edited or deleted afterwards. */
export interface PaymentResponse {
  id: string;
  jobId: string;
  amount: number;
  method: PaymentMethod;
  kind: PaymentKind;
  note: string | null;
  fiscalReceiptNumber: string | null;
  /** Who took (or gave back) the money. */
  takenBy: HistoryAuthor;
  createdAt: string;
}

/**
 * What a job costs the client and what is still due, summed exactly by the server: `total` is the
 * labour price (the job's estimated price) plus the sale prices of the parts used; `paid` is deposits
 * and payments less refunds; `balance` is what the client still owes (negative: the shop owes them).
 * A cancelled job owes nothing: its balance is −paid, what was taken is to be given back.
 */
export interface JobMoney {
  currency: Currency;
  labour: number;
  parts: number;
  total: number;
  paid: number;
  balance: number;
  /** What the parts cost the shop, and the total less it: for the owner and managers only. */
  partsCost?: number;
  profit?: number;
}

export interface PaymentCreatedResponse extends SuccessResponse {
  payment: PaymentResponse;
  money: JobMoney;
  /** The fiscal document the payment made, after the first try to fiscalize it; null: the shop has none to make. */
  fiscalDocument: FiscalDocumentResponse | null;
}
