import type { WorkerResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { useApiResource, type ApiResource } from './use-api-resource';

/** GET /workers, again whenever the shop's data changed (`version`). */
export function useWorkers(version: number): ApiResource<WorkerResponse[]> {
  return useApiResource(shopApi.workers, version, 'workers');
}
