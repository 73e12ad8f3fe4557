import { useCallback, useRef } from 'react';
import type { JobDetailResponse, JobStatus, JobUpdateRequest } from '@repair-shop/contracts';
import { TEXTS, shopApi, statusLabel } from '@repair-shop/web';
import { useDashboard } from '../context/DashboardContext';
import { notifySuccess } from '@repair-shop/web';
import type { ApiResource } from './use-api-resource';
import { useApiFailure } from './use-api-failure';
import type { JobDetailLoad } from './use-job-detail';

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

/**
 * The job detail's writes; each success updates the shown job in place. A status change then loads
 * the detail again, since it may have queued an SMS to the client (pendingSms).
 */
export function useJobActions(jobId: string, resource: ApiResource<JobDetailLoad>): JobActions {
  const { dataChanged } = useDashboard();
  const fail = useApiFailure();
  const { setData, reload } = resource;
  const pendingSms = useRef(0);
  pendingSms.current = resource.data?.detail?.pendingSms ?? 0;
  // While SMS are pending the detail reloads every few seconds; an answer already on its way would
  // lack the write just made, so a newer load (the one whose answer is kept) follows the write.
  const reloadIfRefreshing = useCallback(() => {
    if (pendingSms.current > 0) reload();
  }, [reload]);

  const patch = useCallback(
    (change: (detail: JobDetailResponse) => JobDetailResponse) =>
      setData((current) => (current?.detail ? { detail: change(current.detail) } : current)),
    [setData],
  );

  const changeStatus = useCallback(
    async (status: JobStatus) => {
      try {
        const result = await shopApi.changeStatus(jobId, status);
        patch((detail) => ({
          ...detail,
          job: { ...detail.job, status: result.job.status, updatedAt: result.job.updatedAt },
          messages: [...detail.messages, result.entry],
        }));
        notifySuccess(statusChangedText(status));
        dataChanged();
        reload();
      } catch (error) {
        fail(error, TEXTS.statusUpdateFailed);
      }
    },
    [jobId, patch, dataChanged, fail, reload],
  );

  const updateJob = useCallback(
    async (change: JobUpdateRequest) => {
      try {
        const result = await shopApi.updateJob(jobId, change);
        patch((detail) => ({ ...detail, job: result.job }));
        notifySuccess(JOB_UPDATED);
        dataChanged();
        reloadIfRefreshing();
        return true;
      } catch (error) {
        fail(error, JOB_UPDATE_FAILED);
        return false;
      }
    },
    [jobId, patch, dataChanged, fail, reloadIfRefreshing],
  );

  const addMessage = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message) return false;
      try {
        const result = await shopApi.addMessage(jobId, message);
        patch((detail) => ({ ...detail, messages: [...detail.messages, result.entry] }));
        reloadIfRefreshing();
        return true;
      } catch (error) {
        fail(error, MESSAGE_FAILED);
        return false;
      }
    },
    [jobId, patch, fail, reloadIfRefreshing],
  );

  return { changeStatus, updateJob, addMessage };
}
