import type { PaymentMethod, SalePaymentRequest } from '@repair-shop/contracts';
import { centsOf, centsToDecimal } from '../../stock/utils/decimal-text';

/** How the client pays: all in one method, or split between several. */
export type PayMode = PaymentMethod | 'split';

export interface SplitRow {
  method: PaymentMethod;
  /** As its field shows it. */
  amount: string;
}

export interface PaymentDraft {
  mode: PayMode;
  /** Cash only: what the client handed over (empty: exactly the total). */
  given: string;
  rows: SplitRow[];
}

export const emptyPayment = (): PaymentDraft => ({
  mode: 'cash',
  given: '',
  rows: [
    { method: 'cash', amount: '' },
    { method: 'card', amount: '' },
  ],
});

/**
 * Whether the sale would be an Albanian cash invoice (cash or card among its methods), which needs the day's
 * initial cash first; all by bank it is a non-cash invoice, outside the register's day.
 */
export const isCashInvoice = (draft: PaymentDraft): boolean =>
  draft.mode === 'split' ? draft.rows.some((row) => row.method !== 'bank') : draft.mode !== 'bank';

export interface PaymentCheck {
  /** The payments in cents, each > 0, in the order given. */
  payments: { method: PaymentMethod; cents: number }[];
  paid: number;
  /** paid − total, given back in cash; 0 when short. */
  change: number;
  /** What is still missing; 0 when covered. */
  missing: number;
  /** Why «Paguaj» cannot be pressed (beyond a shortfall); null when it can. */
  problem: string | null;
}

/** The payments of the draft against the total (cents): covered, the change, and what blocks paying. */
export function checkPayment(draft: PaymentDraft, total: number): PaymentCheck {
  let payments: { method: PaymentMethod; cents: number }[];
  let problem: string | null = null;
  if (draft.mode === 'split') {
    payments = [];
    for (const row of draft.rows) {
      if (row.amount.trim() === '') continue;
      const cents = centsOf(row.amount);
      if (cents === null) problem = 'Një shumë e pagesës nuk është e vlefshme.';
      else if (cents > 0) payments.push({ method: row.method, cents });
    }
  } else if (draft.mode === 'cash' && draft.given.trim() !== '') {
    const given = centsOf(draft.given);
    if (given === null) problem = 'Shuma e dhënë nuk është e vlefshme.';
    payments = [{ method: 'cash', cents: given ?? 0 }];
  } else {
    payments = [{ method: draft.mode, cents: total }];
  }
  payments = payments.filter((payment) => payment.cents > 0);
  const paid = payments.reduce((sum, payment) => sum + payment.cents, 0);
  const change = Math.max(0, paid - total);
  const cash = payments.filter((payment) => payment.method === 'cash').reduce((sum, p) => sum + p.cents, 0);
  if (!problem && change > cash)
    problem = 'Kusuri kthehet vetëm në para në dorë: shuma me kartë ose bankë e kalon totalin.';
  return { payments, paid, change, missing: Math.max(0, total - paid), problem };
}

export const paymentRequests = (check: PaymentCheck): SalePaymentRequest[] =>
  check.payments.map((payment) => ({ method: payment.method, amount: centsToDecimal(payment.cents) }));
