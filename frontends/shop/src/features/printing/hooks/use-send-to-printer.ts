import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRINT_DOCUMENT_LABELS, type PrintDocument, type PrintRequest } from '@repair-shop/contracts';
import { notifySuccess, printApi, queryKeys, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const SEND_FAILED = 'Dokumenti nuk u dërgua te printeri';
export const sentText = (document: PrintDocument, stationName: string): string =>
  `${PRINT_DOCUMENT_LABELS[document]} u dërgua te «${stationName}».`;

/** POST /jobs/:id/print: one of the job's documents to a print station; the job's print list and the stations are asked again. */
export function useSendToPrinter(jobId: string) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<PrintRequest>) => printApi.send(jobId, request),
    onSuccess: (result) => {
      notifySuccess(sentText(result.printJob.document, result.printJob.stationName));
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobPrintJobs(jobId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.printStations });
    },
    onError: (error, { form, names }) => fail(error, SEND_FAILED, form, names),
  });
}
