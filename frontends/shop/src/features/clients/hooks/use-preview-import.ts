import { useMutation } from '@tanstack/react-query';
import { transferApi } from '@repair-shop/web';

/**
 * POST /imports/preview: the file's columns, first rows and a suggested mapping. It writes nothing; a
 * failure is said inside the import dialog, which shows it beside the file, so no notification here.
 */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (file: File) => transferApi.previewImport(file, file.name),
  });
}
