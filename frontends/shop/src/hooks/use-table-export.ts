import type { ExportFormat } from '@repair-shop/contracts';
import { transferApi, type TableExport } from '@repair-shop/web';
import { useFileDownload } from './use-file-download';

/** GET /export/<jobs|clients>.<csv|xlsx>: the whole table. */
export function useTableExport() {
  return useFileDownload(({ what, format }: { what: TableExport; format: ExportFormat }) =>
    transferApi.exportTable(what, format),
  );
}
