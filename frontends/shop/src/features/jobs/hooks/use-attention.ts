import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageQuery } from '@repair-shop/contracts';
import { invalidateAfterJobWrite, notifySuccess, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const REMINDER_SMS_QUEUED = "Kujtesa u vu në radhë për t'u dërguar me SMS.";
export const REMINDER_SMS_FAILED = 'Kujtesa me SMS nuk u dërgua';

/** One page of "Kërkon vëmendje" (oldest wait first) and how many jobs need attention in all; the page shown stays while the next loads. */
export function useAttention(query: PageQuery) {
  return useQuery({
    queryKey: queryKeys.jobAttentionPage(query),
    queryFn: () => shopApi.attention(query),
    placeholderData: keepPreviousData,
  });
}

/** POST /jobs/:id/reminder-sms: the server queues it (or says in Albanian why not); the list then shows it sent today. */
export function useReminderSms() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: (jobId: string) => shopApi.reminderSms(jobId),
    onSuccess: (_answer, jobId) => {
      notifySuccess(REMINDER_SMS_QUEUED);
      void invalidateAfterJobWrite(queryClient, { kind: 'contact', jobId });
    },
    onError: (error) => fail(error, REMINDER_SMS_FAILED),
  });
}
