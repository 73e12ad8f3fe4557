import { matchPath } from 'react-router-dom';

export type PrintKind = 'label' | 'invoice' | 'intakeReceipt' | 'paymentReceipt';

/** A payment receipt's path names the payment; without it the job's latest payment is printed. */
export const PRINT_PATHS: Record<PrintKind, string> = {
  label: '/print/label/:jobId',
  invoice: '/print/invoice/:jobId',
  intakeReceipt: '/print/intake-receipt/:jobId',
  paymentReceipt: '/print/payment-receipt/:jobId/:paymentId?',
};

/** Each print page's title in the browser tab, which is also the name a saved PDF is offered. */
export const PRINT_TITLES: Record<PrintKind | SalePrintKind | StationRoute['kind'] | 'dayClose', string> = {
  label: 'Etiketa',
  invoice: 'Fatura',
  intakeReceipt: 'Fletëpranimi',
  paymentReceipt: 'Dëftesa e pagesës',
  saleReceipt: 'Kuponi i shitjes',
  saleInvoice: 'Fatura e shitjes',
  dayClose: 'Mbyllja e ditës',
  pair: 'Lidhja e printerit',
  station: 'Stacioni i printimit',
};

export interface PrintRoute {
  kind: PrintKind;
  jobId: string;
  /** Only for a payment receipt, when the path names the payment. */
  paymentId?: string;
}

/** The shell mounts this remote at /print/*; absolute paths work there and when it runs on its own. */
export function matchPrintRoute(pathname: string): PrintRoute | null {
  for (const kind of Object.keys(PRINT_PATHS) as PrintKind[]) {
    const match = matchPath(PRINT_PATHS[kind], pathname);
    if (!match?.params.jobId) continue;
    const { jobId, paymentId } = match.params;
    return paymentId ? { kind, jobId, paymentId } : { kind, jobId };
  }
  return null;
}

/** A counter sale's (or a return's) papers, by the sale's id. */
export type SalePrintKind = 'saleReceipt' | 'saleInvoice';

export const SALE_PRINT_PATHS: Record<SalePrintKind, string> = {
  saleReceipt: '/print/sale-receipt/:saleId',
  saleInvoice: '/print/sale-invoice/:saleId',
};

export interface SalePrintRoute {
  kind: SalePrintKind;
  saleId: string;
}

export function matchSalePrintRoute(pathname: string): SalePrintRoute | null {
  for (const kind of Object.keys(SALE_PRINT_PATHS) as SalePrintKind[]) {
    const saleId = matchPath(SALE_PRINT_PATHS[kind], pathname)?.params.saleId;
    if (saleId) return { kind, saleId };
  }
  return null;
}

/** The print station's pages: no login (the pairing link, then the station's own credential, stand for one). */
export const STATION_PATHS = {
  pair: '/print/pair/:token',
  station: '/print/station',
} as const;

export type StationRoute = { kind: 'pair'; token: string } | { kind: 'station' };

export function matchStationRoute(pathname: string): StationRoute | null {
  const pair = matchPath(STATION_PATHS.pair, pathname);
  if (pair?.params.token) return { kind: 'pair', token: pair.params.token };
  return matchPath(STATION_PATHS.station, pathname) ? { kind: 'station' } : null;
}

export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard';
