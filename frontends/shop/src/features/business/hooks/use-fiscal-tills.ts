import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const NEW_KEY_REQUESTED = 'Printeri do të krijojë një çelës të ri sapo të hapet: regjistrojeni atë në ATK.';
const NEW_KEY_FAILED = 'Kërkesa për një çelës të ri nuk u ruajt';

/** GET /business/fiscal/tills: a Kosovo shop's tills with their POS numbers and public keys. */
export function useFiscalTills({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.fiscalTills, queryFn: shopApi.fiscalTills, enabled });
}

/** DELETE /business/fiscal/tills/:stationId/key: the station's next key replaces the registered one. */
export function useRequestNewTillKey() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: (stationId: string) => shopApi.requestNewTillKey(stationId),
    onSuccess: () => {
      notifySuccess(NEW_KEY_REQUESTED);
      void queryClient.invalidateQueries({ queryKey: queryKeys.fiscalTills });
    },
    onError: (error) => fail(error, NEW_KEY_FAILED),
  });
}
