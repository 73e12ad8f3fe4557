import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobStatus, JobUpdateRequest } from '@repair-shop/contracts';
import {
  TEXTS,
  invalidateAfterJobWrite,
  notifySuccess,
  shopApi,
  statusLabel,
  updateCachedJobDetail,
  withJob,
} from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

export const JOB_UPDATED = 'Puna u përditësua me sukses!';
export const JOB_UPDATE_FAILED = 'Gabim gjatë përditësimit të punës';
export const MESSAGE_FAILED = 'Gabim gjatë shtimit të mesazhit';

export const statusChangedText = (status: JobStatus): string => `Statusi u ndryshua në «${statusLabel(status)}»`;

export interface JobActions {
  changeStatus: (status: JobStatus) => Promise<void>;
  /** True when saved. */
  updateJob: (patch: JobUpdateRequest) => Promise<boolean>;
  /** Whitespace-only text is ignored (no call); true when added. */
  addMessage: (text: string) => Promise<boolean>;
}

/** Runs a mutation and says whether it succeeded; its failure is already reported by the mutation's onError. */
const succeeded = (run: Promise<unknown>): Promise<boolean> =>
  run.then(
    () => true,
    () => false,
  );

/**
 * The job detail's writes. Each answer goes into the cached detail at once; then what else the write
 * changed (lists, counts, clients, statistics, workers) is asked again. A status change asks for the
 * detail again too, since it may have queued an SMS to the client (pendingSms).
 */
export function useJobActions(jobId: string): JobActions {
  const queryClient = useQueryClient();
  const fail = useApiFailure();

  const statusChange = useMutation({
    mutationFn: (status: JobStatus) => shopApi.changeStatus(jobId, status),
    onSuccess: async (result, status) => {
      await updateCachedJobDetail(queryClient, jobId, (detail) => ({
        ...detail,
        job: result.job,
        messages: [...detail.messages, result.entry],
      }));
      notifySuccess(statusChangedText(status));
      void invalidateAfterJobWrite(queryClient, { kind: 'status', jobId });
    },
    onError: (error) => fail(error, TEXTS.statusUpdateFailed),
  });

  const update = useMutation({
    mutationFn: (patch: JobUpdateRequest) => shopApi.updateJob(jobId, patch),
    onSuccess: async (result, patch) => {
      await updateCachedJobDetail(queryClient, jobId, withJob(result.job));
      notifySuccess(JOB_UPDATED);
      void invalidateAfterJobWrite(queryClient, { kind: 'update', jobId, patch });
    },
    onError: (error) => fail(error, JOB_UPDATE_FAILED),
  });

  const message = useMutation({
    mutationFn: (text: string) => shopApi.addMessage(jobId, text),
    onSuccess: (result) =>
      updateCachedJobDetail(queryClient, jobId, (detail) => ({
        ...detail,
        messages: [...detail.messages, result.entry],
      })),
    onError: (error) => fail(error, MESSAGE_FAILED),
  });

  return {
    changeStatus: async (status) => {
      await succeeded(statusChange.mutateAsync(status));
    },
    updateJob: (patch) => succeeded(update.mutateAsync(patch)),
    addMessage: (text) => {
      const trimmed = text.trim();
      return trimmed ? succeeded(message.mutateAsync(trimmed)) : Promise.resolve(false);
    },
  };
}
