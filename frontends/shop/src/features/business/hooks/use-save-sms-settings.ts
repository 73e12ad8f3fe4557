import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmsSettingsRequest } from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

const SMS_SETTINGS_SAVED = 'Cilësimet e SMS u ruajtën.';
const SAVE_FAILED = 'Gabim gjatë ruajtjes së cilësimeve të SMS';

/** PUT /business/sms: the SMS switch and every template, saved together. */
export function useSaveSmsSettings() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<SmsSettingsRequest>) => shopApi.saveSmsSettings(request),
    onSuccess: (saved) => {
      notifySuccess(SMS_SETTINGS_SAVED);
      // The answer is the settings as saved: nothing to ask again.
      queryClient.setQueryData(queryKeys.smsSettings, saved);
    },
    onError: (error, { form, names }) => fail(error, SAVE_FAILED, form, names),
  });
}
