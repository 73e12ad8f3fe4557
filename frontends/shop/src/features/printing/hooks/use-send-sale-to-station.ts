import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalePrintRequest } from '@repair-shop/contracts';
import { apiErrorDetail, notifyError, notifySuccess, printApi, queryKeys } from '@repair-shop/web';
import { rememberStation } from '../utils/last-station';
import { SEND_FAILED, sentText } from './use-send-to-printer';

/**
 * POST /api/sales/:id/print: the sale's (or return's) receipt ('sale_receipt', 80 or 58 mm) or A4 invoice
 * ('sale_invoice') to a print station, e.g. `mutate({ stationId, document: 'sale_receipt' })`. Says what
 * was sent, or why not; the station is remembered for the next send (preferredStation), and the sale's
 * print list and the stations' waiting counts are asked again.
 */
export function useSendSaleToStation(saleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SalePrintRequest) => printApi.sendSale(saleId, request),
    onSuccess: (result, request) => {
      rememberStation(request.stationId);
      notifySuccess(sentText(result.printJob.document, result.printJob.stationName));
      void queryClient.invalidateQueries({ queryKey: queryKeys.salePrintJobs(saleId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.printStations });
    },
    onError: (error) => notifyError(SEND_FAILED, apiErrorDetail(error)),
  });
}
