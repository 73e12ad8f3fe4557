import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type JobPartRequest } from '@repair-shop/contracts';
import {
  invalidateAfterJobWrite,
  isApiRequestError,
  notifySuccess,
  shopApi,
  updateCachedJobDetail,
  type SentFromForm,
} from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const PART_ADDED = 'Pjesa u shtua në punë.';
export const PART_REMOVED = 'Pjesa u hoq nga puna dhe u kthye në stok.';
export const ADD_PART_FAILED = 'Gabim gjatë shtimit të pjesës';
export const REMOVE_PART_FAILED = 'Gabim gjatë heqjes së pjesës';

/** The server refused to take more than the stock holds: the user is asked to confirm instead. */
export const isStockShort = (error: unknown): boolean =>
  isApiRequestError(error) && error.code === ERROR_CODES.stockInsufficient;

/**
 * POST /jobs/:id/parts. The new line and the job's money go into the cached detail at once; then the job
 * (its history line) and the stock are asked again. A short stock (409 STOCK_INSUFFICIENT) is left to
 * the caller, who asks the user and sends again with allowNegativeStock.
 */
export function useAddJobPart(jobId: string) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<JobPartRequest>) => shopApi.addJobPart(jobId, request),
    onSuccess: async (result) => {
      await updateCachedJobDetail(queryClient, jobId, (detail) => ({
        ...detail,
        money: result.money,
        parts: [...detail.parts, result.line],
      }));
      notifySuccess(PART_ADDED);
      void invalidateAfterJobWrite(queryClient, { kind: 'parts', jobId });
    },
    onError: (error, { form, names }) => {
      if (!isStockShort(error)) fail(error, ADD_PART_FAILED, form, names);
    },
  });
}

/** DELETE /jobs/:id/parts/:lineId: the line leaves the job, its quantity goes back to the stock. */
export function useRemoveJobPart(jobId: string) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: (lineId: string) => shopApi.removeJobPart(jobId, lineId),
    onSuccess: async (result, lineId) => {
      await updateCachedJobDetail(queryClient, jobId, (detail) => ({
        ...detail,
        money: result.money,
        parts: detail.parts.filter((line) => line.id !== lineId),
      }));
      notifySuccess(PART_REMOVED);
      void invalidateAfterJobWrite(queryClient, { kind: 'parts', jobId });
    },
    onError: (error) => fail(error, REMOVE_PART_FAILED),
  });
}
