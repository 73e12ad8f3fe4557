import {
  ERROR_CODES,
  type ExportFormat,
  type ImportKind,
  type ImportMapping,
  type ImportPreviewResponse,
  type ImportRejectedError,
  type ImportResultResponse,
} from '@repair-shop/contracts';
import { apiFileRequest, apiRequest, isApiRequestError, type ApiFile } from './http';
import type { DayRange } from './reports-api';
import { getToken } from '../session/session';

const withToken = () => ({ token: getToken() });

/** What the shop exports as CSV or Excel: its jobs of a range of days, or all its clients. */
export type TableExport = { table: 'jobs'; range: DayRange } | { table: 'clients' };

const EXPORT_NAMES = { jobs: 'punet', clients: 'klientet' } as const;

/** The name the server gives the file, for an answer that left its Content-Disposition out. */
export const tableExportFileName = (what: TableExport, format: ExportFormat): string =>
  what.table === 'jobs'
    ? `${EXPORT_NAMES.jobs}-${what.range.from}-${what.range.to}.${format}`
    : `${EXPORT_NAMES.clients}.${format}`;

/** Imports of clients and jobs from a CSV or .xlsx file, and exports of them: the owner's and the managers'. */
export const transferApi = {
  /** The file's columns, first rows and a suggested mapping. */
  previewImport: (file: Blob, fileName: string) => {
    const body = new FormData();
    body.append('file', file, fileName);
    return apiRequest<ImportPreviewResponse>('POST', '/imports/preview', { ...withToken(), body });
  },
  /** The same file again with the mapping: all rows in, or a refusal listing the bad ones (importRejectionOf). */
  importFile: (file: Blob, fileName: string, kind: ImportKind, mapping: ImportMapping) => {
    const body = new FormData();
    body.append('kind', kind);
    body.append('mapping', JSON.stringify(mapping));
    body.append('file', file, fileName);
    return apiRequest<ImportResultResponse>('POST', '/imports', { ...withToken(), body });
  },
  /** The jobs of a range or all the clients, as CSV for Excel or as an .xlsx workbook. */
  exportTable: async (what: TableExport, format: ExportFormat): Promise<ApiFile & { fileName: string }> => {
    const query = what.table === 'jobs' ? { from: what.range.from, to: what.range.to } : undefined;
    const file = await apiFileRequest(`/export/${what.table}.${format}`, { ...withToken(), query });
    return { blob: file.blob, fileName: file.fileName ?? tableExportFileName(what, format) };
  },
};

/** The bad rows of a refused import (400 IMPORT_ROWS_INVALID); null for any other failure. */
export function importRejectionOf(error: unknown): ImportRejectedError | null {
  if (!isApiRequestError(error) || error.code !== ERROR_CODES.importRowsInvalid || !error.body) return null;
  const { badRows, badRowCount } = error.body;
  if (!Array.isArray(badRows) || typeof badRowCount !== 'number') return null;
  return {
    detail: error.detail ?? '',
    code: error.code,
    badRows: badRows as ImportRejectedError['badRows'],
    badRowCount,
  };
}
