import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { invalidateAfterJobWrite, notifySuccess, shopApi } from '@repair-shop/web';
import { DASHBOARD_PATH } from '../../../routes';

export const JOB_DELETED = 'Puna u fshi. Fshirja u shënua në regjistrin e veprimeve.';

/**
 * DELETE /jobs/:id (the owner's). Once it is gone the user is taken to the home tab, every list and
 * figure it was in is asked again and its cached detail dropped. A refusal (409: the job has payments)
 * is left to the caller, which shows the server's sentence where the question was asked.
 */
export function useDeleteJob(jobId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => shopApi.deleteJob(jobId),
    onSuccess: () => {
      // In place of the job's page: going back must not open a job that is gone.
      navigate(DASHBOARD_PATH, { replace: true });
      notifySuccess(JOB_DELETED);
      void invalidateAfterJobWrite(queryClient, { kind: 'delete', jobId });
    },
    onError: (error) => console.error('Deleting the job failed', error),
  });
}
