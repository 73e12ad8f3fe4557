import type { ExportKind } from '@repair-shop/contracts';
import { reportsApi, type DayRange } from '@repair-shop/web';
import { useFileDownload } from '../../../hooks/use-file-download';

/** GET /export/<kind>.csv over a range of days (jobs, payments, parts). */
export function useCsvExport() {
  return useFileDownload(({ kind, range }: { kind: ExportKind; range: DayRange }) => reportsApi.exportCsv(kind, range));
}
