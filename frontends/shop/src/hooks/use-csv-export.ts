import { useMutation } from '@tanstack/react-query';
import type { ExportKind } from '@repair-shop/contracts';
import { notifySuccess, reportsApi, saveFile, type DayRange } from '@repair-shop/web';
import { useApiFailure } from './use-api-failure';

export const EXPORT_FAILED = 'Gabim gjatë eksportimit të skedarit';
export const exportedText = (fileName: string): string => `Skedari ${fileName} u shkarkua.`;

/**
 * GET /export/<kind>.csv with the token, saved as a download under the server's file name. The server's
 * Albanian detail (a reversed range) is shown on failure.
 */
export function useCsvExport() {
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ kind, range }: { kind: ExportKind; range: DayRange }) => reportsApi.exportCsv(kind, range),
    onSuccess: (file) => {
      saveFile(file.blob, file.fileName);
      notifySuccess(exportedText(file.fileName));
    },
    onError: (error) => fail(error, EXPORT_FAILED),
  });
}
