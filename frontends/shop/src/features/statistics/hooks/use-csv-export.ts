import type { ExportKind, WorkbookExportKind } from '@repair-shop/contracts';
import { reportsApi, type DayRange } from '@repair-shop/web';
import { useFileDownload } from '../../../hooks/use-file-download';

/** One file of a range of days: every kind as CSV, the kinds written as one also as an Excel workbook. */
export type RangeExport =
  { kind: ExportKind; format: 'csv'; range: DayRange } | { kind: WorkbookExportKind; format: 'xlsx'; range: DayRange };

/** GET /export/<kind>.<csv|xlsx> over a range of days (jobs, payments, parts, stock movements, register cash). */
export function useCsvExport() {
  return useFileDownload((request: RangeExport) =>
    request.format === 'xlsx'
      ? reportsApi.exportWorkbook(request.kind, request.range)
      : reportsApi.exportCsv(request.kind, request.range),
  );
}
