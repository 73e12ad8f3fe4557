import { useMutation } from '@tanstack/react-query';
import { notifySuccess, saveFile, type FieldErrorForm } from '@repair-shop/web';
import { useApiFailure } from './use-api-failure';

export const EXPORT_FAILED = 'Gabim gjatë eksportimit të skedarit';
export const exportedText = (fileName: string): string => `Skedari ${fileName} u shkarkua.`;

/**
 * A file the server makes (an export), asked with the token and saved as a download under the server's
 * file name; the server's Albanian detail (a reversed range) is shown on failure, under the field of
 * `form` (the range's) it is about.
 */
export function useFileDownload<Request extends object>(
  download: (request: Request) => Promise<{ blob: Blob; fileName: string }>,
) {
  const fail = useApiFailure();
  return useMutation({
    mutationFn: (request: Request & { form?: FieldErrorForm }) => download(request),
    onSuccess: (file) => {
      saveFile(file.blob, file.fileName);
      notifySuccess(exportedText(file.fileName));
    },
    onError: (error, { form }) => fail(error, EXPORT_FAILED, form),
  });
}
