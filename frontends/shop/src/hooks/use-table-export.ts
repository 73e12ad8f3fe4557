import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@repair-shop/contracts';
import { notifySuccess, saveFile, transferApi, type TableExport } from '@repair-shop/web';
import { useApiFailure } from './use-api-failure';
import { EXPORT_FAILED, exportedText } from './use-csv-export';

/** GET /export/<jobs|clients>.<csv|xlsx> with the token, saved under the server's file name. */
export function useTableExport() {
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ what, format }: { what: TableExport; format: ExportFormat }) => transferApi.exportTable(what, format),
    onSuccess: (file) => {
      saveFile(file.blob, file.fileName);
      notifySuccess(exportedText(file.fileName));
    },
    onError: (error) => fail(error, EXPORT_FAILED),
  });
}
