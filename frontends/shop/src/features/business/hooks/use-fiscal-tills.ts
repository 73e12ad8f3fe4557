import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';
import { unsignedCouponsRefusal } from '../../../utils/unsigned-coupons';

export const NEW_KEY_REQUESTED = 'Printeri do të krijojë një çelës të ri sapo të hapet: regjistrojeni atë në ATK.';
const NEW_KEY_FAILED = 'Kërkesa për një çelës të ri nuk u ruajt';

/** GET /business/fiscal/tills: a Kosovo shop's tills with their POS numbers and public keys. */
export function useFiscalTills({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.fiscalTills, queryFn: shopApi.fiscalTills, enabled });
}

/** A till's new key; `unsigned`: what becomes of the coupons it has not signed, once the owner was asked. */
export interface NewTillKey {
  stationId: string;
  unsigned?: 'keep' | 'void';
}

/**
 * DELETE /business/fiscal/tills/:stationId/key: the station's next key replaces the registered one. The
 * refusal over unsigned coupons is the caller's to ask about (unsignedCouponsRefusal), not a failure.
 */
export function useRequestNewTillKey() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ stationId, unsigned }: NewTillKey) => shopApi.requestNewTillKey(stationId, unsigned),
    onSuccess: () => {
      notifySuccess(NEW_KEY_REQUESTED);
      void queryClient.invalidateQueries({ queryKey: queryKeys.fiscalTills });
      void queryClient.invalidateQueries({ queryKey: queryKeys.fiscalPending });
    },
    onError: (error) => {
      if (!unsignedCouponsRefusal(error)) fail(error, NEW_KEY_FAILED);
    },
  });
}
