import { useCallback } from 'react';
import type { JobDetailResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { apiStatus } from '../utils/api-errors';
import { useApiResource, type ApiResource } from './use-api-resource';

/** `detail` is null when the job does not exist (or belongs to another shop). */
export interface JobDetailLoad {
  detail: JobDetailResponse | null;
}

export function useJobDetail(jobId: string): ApiResource<JobDetailLoad> {
  const load = useCallback(async (): Promise<JobDetailLoad> => {
    try {
      return { detail: await shopApi.job(jobId) };
    } catch (error) {
      if (apiStatus(error) === 404) return { detail: null };
      throw error;
    }
  }, [jobId]);
  return useApiResource(load, jobId, 'the job');
}
