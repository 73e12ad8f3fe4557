import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleRequest } from '@repair-shop/contracts';
import { queryKeys } from '@repair-shop/web';
import { salesApi } from '../api/sales-api';
import { saleKeys } from './sale-keys';

/**
 * POST /api/sales. Errors are left to the caller: a 409 STOCK_INSUFFICIENT asks to go on, any other shows its
 * detail while the cart stays. A sale changes the stock, a job's payments and the day's money.
 */
export function useSell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaleRequest) => salesApi.sell(request),
    onSuccess: (saved, request) => {
      void queryClient.invalidateQueries({ queryKey: saleKeys.all });
      // The receipt opened next reads the sale as it was just answered, without asking again.
      queryClient.setQueryData(saleKeys.sale(saved.sale.id), saved.sale);
      void queryClient.invalidateQueries({ queryKey: ['parts'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reports });
      if (request.lines.some((line) => line.jobId)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.jobs });
        for (const line of request.lines) {
          if (line.jobId) void queryClient.invalidateQueries({ queryKey: queryKeys.job(line.jobId) });
        }
      }
    },
  });
}
