import { useQuery } from '@tanstack/react-query';
import { jobDetailQuery } from '@repair-shop/web';

/** How often the job detail asks again while SMS of the job wait to be sent. */
export const PENDING_SMS_REFRESH_MS = 3000;

/**
 * The job with its history; data is null when the job does not exist (or is another shop's). While SMS
 * of the job wait to be sent (pendingSms > 0) it asks again every few seconds, so that their outcome
 * appears in the history; the shown detail stays in place meanwhile.
 */
export function useJobDetail(jobId: string) {
  return useQuery({
    ...jobDetailQuery(jobId),
    refetchInterval: (query) => ((query.state.data?.pendingSms ?? 0) > 0 ? PENDING_SMS_REFRESH_MS : false),
  });
}
