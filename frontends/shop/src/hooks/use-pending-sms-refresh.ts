import { useEffect } from 'react';
import type { ApiResource } from './use-api-resource';
import type { JobDetailLoad } from './use-job-detail';

/** How often the job detail asks again while SMS of the job wait to be sent. */
export const PENDING_SMS_REFRESH_MS = 3000;

/**
 * Loads the job detail again every few seconds while it has queued SMS (pendingSms > 0), so that
 * their outcome appears in the history; the shown detail stays in place while it reloads.
 */
export function usePendingSmsRefresh(resource: ApiResource<JobDetailLoad>): void {
  const pending = resource.data?.detail?.pendingSms ?? 0;
  const { loading, reload, data } = resource;
  useEffect(() => {
    if (pending <= 0 || loading) return;
    const timer = setTimeout(reload, PENDING_SMS_REFRESH_MS);
    return () => clearTimeout(timer);
    // `data` too: every answer that still has queued SMS plans the next one.
  }, [pending, loading, reload, data]);
}
