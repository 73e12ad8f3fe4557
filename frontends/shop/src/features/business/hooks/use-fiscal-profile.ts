import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiscalProfileRequest, FiscalProfileResponse } from '@repair-shop/contracts';
import { fiscalProfileQuery, notifySuccess, queryKeys, shopApi, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const FISCAL_PROFILE_SAVED = 'Të dhënat e fiskalizimit u ruajtën.';
const SAVE_FAILED = 'Gabim gjatë ruajtjes së të dhënave të fiskalizimit';
export const FISCAL_CERTIFICATE_SAVED = 'Certifikata u ngarkua dhe u ruajt e koduar.';
const UPLOAD_FAILED = 'Gabim gjatë ngarkimit të certifikatës';

/** GET /business/fiscal: the shop's fiscal profile, `{country: null}` when it has none. */
export function useFiscalProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(fiscalProfileQuery(enabled));
}

/** PUT /business/fiscal: the answer is the profile as saved (its certificate gone if the NIPT changed). */
export function useSaveFiscalProfile() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<FiscalProfileRequest>) => shopApi.saveFiscalProfile(request),
    onSuccess: (saved) => {
      notifySuccess(FISCAL_PROFILE_SAVED);
      queryClient.setQueryData(queryKeys.fiscalProfile, saved);
    },
    onError: (error, { form, names }) => fail(error, SAVE_FAILED, form, names),
  });
}

/** What the certificate's form sends: the .p12 and its password. */
export interface CertificateUploadRequest {
  file: File;
  password: string;
}

/** POST /business/fiscal/certificate: the answer's facts go into the cached profile. */
export function useUploadFiscalCertificate() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<CertificateUploadRequest>) =>
      shopApi.uploadFiscalCertificate(request.file, request.password),
    onSuccess: ({ certificate, tcrCode, tcrRegistration, tcrRegistrationProblem }) => {
      notifySuccess(FISCAL_CERTIFICATE_SAVED);
      // With the certificate the server registers a register without a code with the CIS: its outcome comes too.
      queryClient.setQueryData<FiscalProfileResponse>(queryKeys.fiscalProfile, (profile) =>
        profile?.country === 'albania'
          ? { ...profile, certificate, tcrCode, tcrRegistration, tcrRegistrationProblem }
          : profile,
      );
    },
    onError: (error, { form, names }) => fail(error, UPLOAD_FAILED, form, names),
  });
}
