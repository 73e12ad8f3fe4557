import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessResponse, BusinessUpdateRequest } from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi, type SentFromForm } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

/** What one settings form changes: some of the business's fields; the others stay as they are. */
export type BusinessSettingsChange = Partial<BusinessUpdateRequest>;

/** What a settings form says once saved (from the business as saved, when it depends on it), and when refused. */
export interface BusinessSettingsTexts {
  saved: string | ((saved: BusinessResponse) => string);
  failed: string;
}

/** Fields the home tab's "Kërkon vëmendje" list is computed from. */
const ATTENTION_FIELDS = ['uncollectedAfterDays', 'idleAfterDays'] as const satisfies (keyof BusinessUpdateRequest)[];

/**
 * The one request the API has, PUT /business: it needs the business's four details every time and leaves
 * every other field it is not sent as it is, so a form's change goes over the current details.
 */
export function businessUpdateOf(business: BusinessResponse, change: BusinessSettingsChange): BusinessUpdateRequest {
  return {
    businessName: business.businessName,
    contactNumber: business.contactNumber,
    country: business.country,
    city: business.city,
    ...change,
  };
}

/**
 * Saves one settings form's changed fields of `business` (the details, the money, the reminders, the
 * intake terms, the staff's view). The answer is the business as saved: it replaces the cached one, so
 * nothing is asked again but the attention list when its days changed. A refusal of one of the form's
 * fields is said under that field, anything else as a notification.
 */
export function useSaveBusinessSettings(business: BusinessResponse, texts: BusinessSettingsTexts) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: ({ request }: SentFromForm<BusinessSettingsChange>) =>
      shopApi.updateBusiness(businessUpdateOf(business, request)),
    onSuccess: (saved, { request }) => {
      queryClient.setQueryData(queryKeys.business, saved);
      notifySuccess(typeof texts.saved === 'string' ? texts.saved : texts.saved(saved));
      if (ATTENTION_FIELDS.some((field) => request[field] !== undefined))
        void queryClient.invalidateQueries({ queryKey: queryKeys.jobAttention });
    },
    onError: (error, { form, names }) => fail(error, texts.failed, form, names),
  });
}
