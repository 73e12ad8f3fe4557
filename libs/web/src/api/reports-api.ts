import type { DayReportResponse, ExportKind, ProfitReportResponse, WorkbookExportKind } from '@repair-shop/contracts';
import { apiFileRequest, apiRequest, type ApiFile } from './http';
import { getToken } from '../session/session';

/** A range of months, YYYY-MM, both included. */
export interface MonthRange {
  from: string;
  to: string;
}

/** A range of days, YYYY-MM-DD, both included. */
export interface DayRange {
  from: string;
  to: string;
}

const withToken = () => ({ token: getToken() });

/** The name the server gives each file, for an answer that left its Content-Disposition out. */
const EXPORT_FILE_NAMES: Record<ExportKind, string> = {
  jobs: 'punet',
  payments: 'pagesat',
  parts: 'pjeset',
  'stock-movements': 'levizjet-e-stokut',
  'cash-deposits': 'fondi-i-arkes',
  sales: 'shitjet',
};

export const exportFileName = (kind: ExportKind, range: DayRange, format: 'csv' | 'xlsx' = 'csv'): string =>
  `${EXPORT_FILE_NAMES[kind]}-${range.from}-${range.to}.${format}`;

/** The shop's money reports and CSV files: the owner's and the managers' (a technician gets 403). */
export const reportsApi = {
  /** The day closed (YYYY-MM-DD; the server's today in shop time when left out). */
  day: (date?: string) => apiRequest<DayReportResponse>('GET', '/reports/day', { ...withToken(), query: { date } }),
  /** Profit per month and per worker over the months (the last 12 when left out; at most 24). */
  profit: (range?: MonthRange) =>
    apiRequest<ProfitReportResponse>('GET', '/reports/profit', { ...withToken(), query: { ...range } }),
  /** One CSV file of the range, with the bearer token (a plain link could not carry it). */
  exportCsv: async (kind: ExportKind, range: DayRange): Promise<ApiFile & { fileName: string }> => {
    const file = await apiFileRequest(`/export/${kind}.csv`, {
      ...withToken(),
      query: { from: range.from, to: range.to },
    });
    return { blob: file.blob, fileName: file.fileName ?? exportFileName(kind, range) };
  },
  /** The same range as an Excel workbook with typed cells (the kinds written as one). */
  exportWorkbook: async (kind: WorkbookExportKind, range: DayRange): Promise<ApiFile & { fileName: string }> => {
    const file = await apiFileRequest(`/export/${kind}.xlsx`, {
      ...withToken(),
      query: { from: range.from, to: range.to },
    });
    return { blob: file.blob, fileName: file.fileName ?? exportFileName(kind, range, 'xlsx') };
  },
};
