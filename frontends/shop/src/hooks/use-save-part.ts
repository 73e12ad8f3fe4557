import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type PartRequest, type PartResponse } from '@repair-shop/contracts';
import { isApiRequestError, notifySuccess, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from './use-api-failure';

export const PART_CREATED = 'Pjesa u shtua në stok.';
export const PART_SAVED = 'Pjesa u ruajt.';
export const SAVE_PART_FAILED = 'Gabim gjatë ruajtjes së pjesës';

/** Another part of the shop has the code already: said next to the code field rather than in a notification. */
export const isCodeTaken = (error: unknown): boolean => isApiRequestError(error) && error.code === ERROR_CODES.partCodeTaken;

/** POST /parts, or PATCH /parts/:id when editing `part`; every page of the stock is asked again. */
export function useSavePart(part: PartResponse | null) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: (request: PartRequest) => (part ? shopApi.updatePart(part.id, request) : shopApi.addPart(request)),
    onSuccess: () => {
      notifySuccess(part ? PART_SAVED : PART_CREATED);
      void queryClient.invalidateQueries({ queryKey: queryKeys.parts });
    },
    onError: (error) => {
      if (!isCodeTaken(error)) fail(error, SAVE_PART_FAILED);
    },
  });
}
