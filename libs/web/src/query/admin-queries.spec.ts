import { QueryClient } from '@tanstack/react-query';
import { TOTAL_COUNT_HEADER } from '@repair-shop/contracts';
import { adminShopCountsQuery, adminUserPageQuery, loadShopCounts } from './admin-queries';
import { queryKeys } from './query-keys';
import { storeForTest } from '../testing/fake-fetch';

let urls: string[];

beforeEach(() => {
  urls = [];
  storeForTest({ adminToken: 'admin-token' });
  const totals: Record<string, string> = { trial: '3', active: '2', expired: '1' };
  globalThis.fetch = (async (url: string) => {
    urls.push(url);
    const status = /status=(\w+)/.exec(url)?.[1] ?? '';
    return new Response('[]', {
      status: 200,
      headers: { 'Content-Type': 'application/json', [TOTAL_COUNT_HEADER]: totals[status] ?? '7' },
    });
  }) as typeof fetch;
});

describe('loadShopCounts', () => {
  it('asks one row per subscription state, with the search, and adds them up', async () => {
    await expect(loadShopCounts('ceku')).resolves.toEqual({ trial: 3, active: 2, expired: 1, all: 6 });
    expect(urls.sort()).toEqual([
      '/api/admin/users?search=ceku&status=active&limit=1',
      '/api/admin/users?search=ceku&status=expired&limit=1',
      '/api/admin/users?search=ceku&status=trial&limit=1',
    ]);
  });
});

describe('the admin list’s cache keys', () => {
  it('differ per search, status, page and size', () => {
    const keys = [
      queryKeys.adminUserPage({ limit: 50, offset: 0 }),
      queryKeys.adminUserPage({ limit: 50, offset: 50 }),
      queryKeys.adminUserPage({ limit: 10, offset: 0 }),
      queryKeys.adminUserPage({ search: 'ceku', limit: 50, offset: 0 }),
      queryKeys.adminUserPage({ status: 'trial', limit: 50, offset: 0 }),
      queryKeys.adminShopCounts(''),
      queryKeys.adminShopCounts('ceku'),
    ];
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  });

  it('sit under the admin users prefix, so that one invalidation after a write refreshes every page and count', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery(adminUserPageQuery({ limit: 50, offset: 0 }));
    await client.fetchQuery(adminUserPageQuery({ search: 'ceku', status: 'expired', limit: 10, offset: 10 }));
    await client.fetchQuery(adminShopCountsQuery(''));
    const cached = client.getQueryCache().findAll({ queryKey: queryKeys.adminUsers });
    expect(cached).toHaveLength(3);

    await client.invalidateQueries({ queryKey: queryKeys.adminUsers }, { cancelRefetch: false });
    expect(cached.every((query) => query.state.isInvalidated)).toBe(true);
    client.clear();
  });
});
