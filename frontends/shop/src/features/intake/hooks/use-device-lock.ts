import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceLockRequest } from '@repair-shop/contracts';
import {
  invalidateAfterJobWrite,
  notifySuccess,
  shopApi,
  updateCachedJobDetail,
  type SentFromForm,
} from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

/** Saving, removing and showing a job's unlock code; each writes a history line, so the detail is asked again. */
export function useDeviceLock(jobId: string) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  const refresh = () => void invalidateAfterJobWrite(queryClient, { kind: 'deviceLock', jobId });

  const save = useMutation({
    mutationFn: ({ request }: SentFromForm<DeviceLockRequest>) => shopApi.saveDeviceLock(jobId, request),
    onSuccess: async ({ deviceLock }) => {
      await updateCachedJobDetail(queryClient, jobId, (detail) => ({ ...detail, deviceLock }));
      notifySuccess('Kodi i zhbllokimit u ruajt i koduar.');
      refresh();
    },
    onError: (error, { form, names }) => fail(error, 'Kodi i zhbllokimit nuk u ruajt', form, names),
  });
  const remove = useMutation({
    mutationFn: () => shopApi.removeDeviceLock(jobId),
    onSuccess: async () => {
      await updateCachedJobDetail(queryClient, jobId, (detail) => ({ ...detail, deviceLock: null }));
      notifySuccess('Kodi i zhbllokimit u hoq.');
      refresh();
    },
    onError: (error) => fail(error, 'Kodi i zhbllokimit nuk u hoq'),
  });
  // The code lives only in this mutation's state: never in the query cache, so it goes with the panel.
  const reveal = useMutation({
    mutationFn: () => shopApi.revealDeviceLock(jobId),
    onSuccess: refresh,
    onError: (error) => fail(error, 'Kodi nuk u shfaq'),
  });
  return { save, remove, reveal };
}
