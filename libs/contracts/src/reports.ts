import type { Currency } from './money';
import type { PaymentKind, PaymentMethod } from './payments';

/** Money in and out by one method during the day. */
export interface DayMoneyByMethod {
  method: PaymentMethod;
  /** Deposits and payments taken. */
  in: number;
  /** Refunds given back. */
  out: number;
  net: number;
}

/** One payment of the day, as the day-close sheet lists it. */
export interface DayPaymentLine {
  id: string;
  createdAt: string;
  jobId: string;
  /** The ticket number people read (the last six characters of the job's id, upper case). */
  ticket: string;
  clientName: string;
  kind: PaymentKind;
  method: PaymentMethod;
  amount: number;
  takenBy: string;
}

/**
 * GET /api/reports/day?date=YYYY-MM-DD: the shop's day (shop time) closed. Gross profit is of the jobs
 * completed that day: their labour and parts' sale prices less what the parts cost.
 */
export interface DayReportResponse {
  date: string;
  currency: Currency;
  money: {
    byMethod: DayMoneyByMethod[];
    in: number;
    out: number;
    net: number;
  };
  jobs: {
    received: number;
    completed: number;
  };
  parts: {
    /** Pieces used on jobs that day. */
    quantity: number;
    sales: number;
    cost: number;
  };
  completedJobs: {
    revenue: number;
    partsCost: number;
    grossProfit: number;
  };
  /** The day's payments, oldest first (at most 1000; `paymentsTruncated` says there were more). */
  payments: DayPaymentLine[];
  paymentsTruncated: boolean;
  /** The fiscal documents issued that day, by where they stand with the tax office (all 0 for a shop that issues none). */
  fiscal: { fiscalized: number; pending: number; failed: number };
  /** The cash the register should hold at the day's end (an Albanian shop's; null for the others). */
  cashDrawer: DayCashDrawer | null;
}

/**
 * An Albanian register's cash over a day: its initial cash, the cash put in and taken out (as registered with the
 * CIS) and the cash payments less cash refunds, which make what the drawer should hold (`expected`).
 */
export interface DayCashDrawer {
  initial: number;
  deposits: number;
  withdrawals: number;
  /** Cash taken less cash given back (the method "cash" of `money.byMethod`). */
  cashNet: number;
  /** initial + deposits - withdrawals + cashNet. */
  expected: number;
}

/** Profit of the jobs completed in one month (shop time). */
export interface MonthProfit {
  /** "2026-11" */
  month: string;
  jobsCompleted: number;
  labour: number;
  partsSales: number;
  partsCost: number;
  /** Labour plus parts' sale prices. */
  revenue: number;
  /** Revenue less the parts' cost. */
  profit: number;
}

export interface WorkerProfit {
  workerId: string;
  name: string;
  jobsCompleted: number;
  revenue: number;
  partsCost: number;
  profit: number;
}

/**
 * GET /api/reports/profit?from=YYYY-MM&to=YYYY-MM (at most 24 months; default the last 12): every month
 * of the range (months without jobs included) and each worker's totals over it, credited to whoever
 * completed the job (its assigned worker when the owner did).
 */
export interface ProfitReportResponse {
  currency: Currency;
  months: MonthProfit[];
  workers: WorkerProfit[];
}

/**
 * The files of GET /api/export/<kind>.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included): the jobs, payments,
 * parts used, the stock's movements and Albania's register cash (its initial cash, deposits and withdrawals).
 */
export const EXPORT_KINDS = ['jobs', 'payments', 'parts', 'stock-movements', 'cash-deposits'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The kinds also written as an Excel workbook (GET /api/export/<kind>.xlsx with the same range). */
export const WORKBOOK_EXPORT_KINDS = [
  'jobs',
  'stock-movements',
  'cash-deposits',
] as const satisfies readonly ExportKind[];
export type WorkbookExportKind = (typeof WORKBOOK_EXPORT_KINDS)[number];
