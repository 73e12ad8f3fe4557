import type { BusinessResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { apiStatus } from '../utils/api-errors';
import { useApiResource, type ApiResource } from './use-api-resource';

/** `business` is null when the owner has not registered one yet (GET /business answers 404). */
export interface BusinessLoad {
  business: BusinessResponse | null;
}

async function loadBusiness(): Promise<BusinessLoad> {
  try {
    return { business: await shopApi.business() };
  } catch (error) {
    if (apiStatus(error) === 404) return { business: null };
    throw error;
  }
}

export function useBusiness(): ApiResource<BusinessLoad> {
  return useApiResource(loadBusiness, 'business', 'the business');
}
