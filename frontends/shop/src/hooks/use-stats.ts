import type { StatsResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { useApiResource, type ApiResource } from './use-api-resource';

export function useStats(version: number): ApiResource<StatsResponse> {
  return useApiResource(shopApi.stats, version, 'statistics');
}
