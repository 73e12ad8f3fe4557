import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartRequest, PartResponse } from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const PART_CREATED = 'Pjesa u shtua në stok.';
export const PART_SAVED = 'Pjesa u ruajt.';
export const SAVE_PART_FAILED = 'Gabim gjatë ruajtjes së pjesës';

/**
 * POST /parts, or PATCH /parts/:id when editing `part`; every page of the stock is asked again. A code
 * another part has already is said under the form's code field (the refusal names it).
 */
export function useSavePart(part: PartResponse | null) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<PartRequest>) =>
      part ? shopApi.updatePart(part.id, request) : shopApi.addPart(request),
    onSuccess: () => {
      notifySuccess(part ? PART_SAVED : PART_CREATED);
      void queryClient.invalidateQueries({ queryKey: queryKeys.parts });
    },
    onError: (error, { form, names }) => fail(error, SAVE_PART_FAILED, form, names),
  });
}
