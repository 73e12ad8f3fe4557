import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FiscalProfileResponse } from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const TCR_REGISTERED = 'Arka u regjistrua te sistemi i tatimeve.';
const REGISTER_FAILED = 'Arka nuk u regjistrua';

/** POST /business/fiscal/tcr: the code the CIS gave goes into the cached profile; a refusal says why. */
export function useRegisterTcr() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: () => shopApi.registerTcr(),
    onSuccess: ({ tcrCode }) => {
      notifySuccess(TCR_REGISTERED);
      queryClient.setQueryData<FiscalProfileResponse>(queryKeys.fiscalProfile, (profile) =>
        profile?.country === 'albania'
          ? { ...profile, tcrCode, tcrRegistration: 'registered', tcrRegistrationProblem: null }
          : profile,
      );
    },
    onError: (error) => {
      fail(error, REGISTER_FAILED);
      // The server keeps why it failed: the profile shows it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.fiscalProfile });
    },
  });
}
