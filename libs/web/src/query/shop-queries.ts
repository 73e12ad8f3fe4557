import { queryOptions } from '@tanstack/react-query';
import type { BusinessResponse, ClientDetailResponse, JobDetailResponse } from '@repair-shop/contracts';
import { isApiRequestError } from '../api/http';
import { shopApi } from '../api/shop-api';
import { queryKeys } from './query-keys';

/** A 404 as "there is none" (null) rather than as a failure. */
async function orNullWhenMissing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) return null;
    throw error;
  }
}

/** GET /business; null when the owner has not registered one yet. Shared by the dashboard and the print screens. */
export const businessQuery = () =>
  queryOptions<BusinessResponse | null>({
    queryKey: queryKeys.business,
    queryFn: () => orNullWhenMissing(shopApi.business),
  });

/** GET /jobs/:id; null when the job does not exist or is another shop's. Shared by the job detail and the print screens. */
export const jobDetailQuery = (jobId: string) =>
  queryOptions<JobDetailResponse | null>({
    queryKey: queryKeys.job(jobId),
    queryFn: () => orNullWhenMissing(() => shopApi.job(jobId)),
  });

/** GET /clients/:phoneKey; null when the shop has no such client. */
export const clientDetailQuery = (phoneKey: string) =>
  queryOptions<ClientDetailResponse | null>({
    queryKey: queryKeys.client(phoneKey),
    queryFn: () => orNullWhenMissing(() => shopApi.client(phoneKey)),
  });
