import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkerResponse } from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

const SAVE_FAILED = 'Gabim gjatë ruajtjes së kodit të operatorit';
export const OPERATOR_CODE_SAVED = 'Kodi i operatorit u ruajt.';

/** PUT /workers/:id/login/operator-code; a code another login holds is refused under the field. */
export function useOperatorCode() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<{ worker: WorkerResponse; operatorCode: string | null }>) =>
      shopApi.setOperatorCode(request.worker.id, request.operatorCode),
    onSuccess: () => {
      notifySuccess(OPERATOR_CODE_SAVED);
      void queryClient.invalidateQueries({ queryKey: queryKeys.workers });
    },
    onError: (error, { form, names }) => fail(error, SAVE_FAILED, form, names),
  });
}
