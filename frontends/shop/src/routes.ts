import { jobPagePath } from '@repair-shop/web';

/** Where the dashboard's parts live; the shell mounts this remote at /dashboard/*. */
export const DASHBOARD_PATH = '/dashboard';
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const BUSINESS_REGISTER_PATH = '/business-register';

export const DASHBOARD_TABS = [
  'ballina',
  'shitje',
  'punetoret',
  'klientet',
  'stoku',
  'mbyllja',
  'statistikat',
  'biznesi',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const TAB_PATHS: Record<DashboardTab, string> = {
  ballina: DASHBOARD_PATH,
  shitje: `${DASHBOARD_PATH}/shitje`,
  punetoret: `${DASHBOARD_PATH}/punetoret`,
  klientet: `${DASHBOARD_PATH}/klientet`,
  stoku: `${DASHBOARD_PATH}/stoku`,
  mbyllja: `${DASHBOARD_PATH}/mbyllja`,
  statistikat: `${DASHBOARD_PATH}/statistikat`,
  biznesi: `${DASHBOARD_PATH}/biznesi`,
};

export const TAB_LABELS: Record<DashboardTab, string> = {
  ballina: 'Ballina',
  shitje: 'Shitje',
  punetoret: 'Punëtorët',
  klientet: 'Klientët',
  stoku: 'Stoku',
  mbyllja: 'Mbyllja e ditës',
  statistikat: 'Statistikat',
  biznesi: 'Biznesi',
};

/** Route of the job detail, relative to the dashboard (inside the remote's <Routes>); jobPagePath (libs/web) writes its address. */
export const JOB_ROUTE = 'pune/:jobId';

export const jobPath = jobPagePath;

/** Route of a client's page, relative to the dashboard: under the Clients tab, which stays selected. */
export const CLIENT_ROUTE = 'klientet/:phoneKey';

export const clientPath = (phoneKey: string): string => `${TAB_PATHS.klientet}/${encodeURIComponent(phoneKey)}`;

/** Print screens belong to the print remote; the shell serves them. */
export const labelPrintPath = (jobId: string): string => `/print/label/${encodeURIComponent(jobId)}`;
export const invoicePrintPath = (jobId: string): string => `/print/invoice/${encodeURIComponent(jobId)}`;
export const intakeReceiptPrintPath = (jobId: string): string => `/print/intake-receipt/${encodeURIComponent(jobId)}`;
/** One payment's receipt (the print remote prints the job's latest payment when none is named). */
export const paymentReceiptPrintPath = (jobId: string, paymentId: string): string =>
  `/print/payment-receipt/${encodeURIComponent(jobId)}/${encodeURIComponent(paymentId)}`;

/** The sale screen; `?job=<id>` opens it with a ready job's balance in the cart («Merr dhe paguaj»). */
export const salePath = (jobId?: string): string =>
  jobId ? `${TAB_PATHS.shitje}?job=${encodeURIComponent(jobId)}` : TAB_PATHS.shitje;
/** The day's sales and one sale's detail, under the sale tab (relative routes inside the remote's <Routes>). */
export const SALES_LIST_ROUTE = 'shitje/shitjet';
export const SALE_DETAIL_ROUTE = 'shitje/shitjet/:saleId';
export const salesListPath = (): string => `${TAB_PATHS.shitje}/shitjet`;
export const saleDetailPath = (saleId: string): string => `${salesListPath()}/${encodeURIComponent(saleId)}`;
/** A sale's 58/80 mm receipt and its A4 invoice, printed by the print remote. */
export const saleReceiptPrintPath = (saleId: string): string => `/print/sale-receipt/${encodeURIComponent(saleId)}`;
export const saleInvoicePrintPath = (saleId: string): string => `/print/sale-invoice/${encodeURIComponent(saleId)}`;

/** The tab a dashboard URL shows; null for the job detail (no tab is active there). */
export function tabFromPath(pathname: string): DashboardTab | null {
  const rest = pathname.replace(/\/+$/, '').slice(DASHBOARD_PATH.length).replace(/^\//, '');
  if (rest === '') return 'ballina';
  const first = rest.split('/')[0];
  return (DASHBOARD_TABS as readonly string[]).includes(first) && first !== 'ballina' ? (first as DashboardTab) : null;
}

/** Navigation state of a job opened from the dashboard's lists: "back" then returns there. */
export const FROM_DASHBOARD_STATE = { fromDashboard: true } as const;

export function isFromDashboard(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromDashboard?: unknown }).fromDashboard === true;
}
