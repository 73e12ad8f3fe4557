import type { Currency } from './money';
import type { PaymentKind, PaymentMethod } from './payments';
import type { SaleKind } from './sales';

/** Money in and out by one method during the day. */
export interface DayMoneyByMethod {
  method: PaymentMethod;
  /** Deposits and payments taken, and counter sales' payments (cash net of the change given back). */
  in: number;
  /** Refunds given back, and the money given back for returns. */
  out: number;
  net: number;
}

/** One counter sale or return of the day, as the day close lists it. */
export interface DaySaleLine {
  id: string;
  number: number;
  kind: SaleKind;
  createdAt: string;
  clientName: string | null;
  /** What the client paid (a return: got back), a job's balance included. */
  total: number;
  /** The methods used, in the order given (e.g. ["cash", "card"]). */
  methods: PaymentMethod[];
  soldBy: string;
}

/** A seller's counter sales over the day (the commission's base is the profit report's). */
export interface DaySalesWorker {
  authorId: string;
  name: string;
  sales: number;
  returns: number;
  /** The goods' net totals sold less those returned (jobs' balances are the repairs'). */
  revenue: number;
  /** Money taken in the seller's sales less what their returns gave back, jobs' balances included. */
  money: number;
}

/**
 * The day's counter sales. A job's balance paid in a sale is money of the sale (counted once in `money`) and
 * revenue of its job (the repairs' figures), never the sales' revenue.
 */
export interface DaySales {
  count: number;
  returns: number;
  /** Net totals of the goods sold (products, units, quick lines) less those of the goods returned. */
  revenue: number;
  /** What jobs' balances paid in sales brought (already in the sales' money, not in their revenue). */
  jobBalances: number;
  /** The sales' money by method: in = their payments net of the change, out = the returns'. */
  byMethod: DayMoneyByMethod[];
  byWorker: DaySalesWorker[];
  /** The day's sales and returns, oldest first (at most 1000; `listTruncated` says there were more). */
  list: DaySaleLine[];
  listTruncated: boolean;
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
  /** The counter sale this payment was taken in (its money counted with the sale's), or null. */
  saleNumber: number | null;
}

/**
 * GET /api/reports/day?date=YYYY-MM-DD: the shop's day (shop time) closed. Gross profit is of the jobs
 * completed that day: their labour and parts' sale prices less what the parts cost.
 */
export interface DayReportResponse {
  date: string;
  currency: Currency;
  /** The repairs' money and the counter sales' together, each counted once. */
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
  sales: DaySales;
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
  /** Cash taken less cash given back, sales and returns included (the method "cash" of `money.byMethod`). */
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
  sales: SalesProfit;
}

/**
 * Counter sales' goods (products, units, quick lines; a job's balance is its job's) over a group: net totals
 * sold less those returned in the range (on the return's day), what they cost and the margin.
 */
export interface SalesProfitFigures {
  /** Units sold less units returned. */
  quantity: number;
  revenue: number;
  /** Known costs only (a line without a cost counts 0). */
  cost: number;
  /** revenue − cost. */
  margin: number;
  /** The part of `revenue` whose cost is unknown (quick lines): its margin is not a margin. */
  unknownCostRevenue: number;
}

/** A product category's sales; `category` null: products without one (shown «Pa kategori»). */
export type CategorySalesProfit = SalesProfitFigures & { category: string | null };

/** A seller's sales (a return counts against who made the sale): the commission's base. */
export type WorkerSalesProfit = SalesProfitFigures & { authorId: string; name: string };

export interface SalesProfit {
  total: SalesProfitFigures;
  /** Largest revenue first. */
  byCategory: CategorySalesProfit[];
  byWorker: WorkerSalesProfit[];
}

/** How a sale without a product category is shown. */
export const NO_CATEGORY_LABEL = 'Pa kategori';

/**
 * The files of GET /api/export/<kind>.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included): the jobs, payments,
 * parts used, the stock's movements and Albania's register cash (its initial cash, deposits and withdrawals).
 */
export const EXPORT_KINDS = ['jobs', 'payments', 'parts', 'stock-movements', 'cash-deposits', 'sales'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The kinds also written as an Excel workbook (GET /api/export/<kind>.xlsx with the same range). */
export const WORKBOOK_EXPORT_KINDS = [
  'jobs',
  'stock-movements',
  'cash-deposits',
  'sales',
] as const satisfies readonly ExportKind[];
export type WorkbookExportKind = (typeof WORKBOOK_EXPORT_KINDS)[number];
