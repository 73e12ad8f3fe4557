import type { ClientResponse } from '@repair-shop/contracts';
import { shopApi } from '@repair-shop/web';
import { useApiResource, type ApiResource } from './use-api-resource';

export function useClients(version: number): ApiResource<ClientResponse[]> {
  return useApiResource(shopApi.clients, version, 'clients');
}
