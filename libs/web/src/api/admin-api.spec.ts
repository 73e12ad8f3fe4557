import { TOTAL_COUNT_HEADER } from '@repair-shop/contracts';
import { adminApi } from './admin-api';
import { answerJson, storeForTest, type FetchCall } from '../testing/fake-fetch';

let calls: FetchCall[];

beforeEach(() => {
  calls = [];
  storeForTest({ adminToken: 'admin-token' });
});

describe('adminApi.users: one page of the accounts', () => {
  const owner = { id: 'u1', firstName: 'Ardita', lastName: 'Çeku' };

  it('sends the search, status and page with the administrator’s token and reads the total from X-Total-Count', async () => {
    answerJson(calls, 200, [owner], { [TOTAL_COUNT_HEADER]: '73' });
    await expect(
      adminApi.users({ search: 'ceku prishtinë', status: 'expired', limit: 50, offset: 50 }),
    ).resolves.toEqual({ items: [owner], total: 73 });
    expect(calls[0].url).toBe('/api/admin/users?search=ceku%20prishtin%C3%AB&status=expired&limit=50&offset=50');
    expect(calls[0].init.method).toBe('GET');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
  });

  it('leaves an empty search out of the query string', async () => {
    answerJson(calls, 200, [], { [TOTAL_COUNT_HEADER]: '0' });
    await expect(adminApi.users({ search: '', limit: 10, offset: 0 })).resolves.toEqual({ items: [], total: 0 });
    expect(calls[0].url).toBe('/api/admin/users?limit=10&offset=0');
  });

  it('without the header, counts what the page proves', async () => {
    answerJson(calls, 200, [owner, owner]);
    await expect(adminApi.users({ limit: 10, offset: 10 })).resolves.toEqual({ items: [owner, owner], total: 12 });
  });

  it("gives the server's Albanian explanation of a refused filter", async () => {
    answerJson(calls, 400, { detail: 'Fusha «Gjendja» ka një vlerë të pavlefshme.', code: 'VALIDATION_FAILED' });
    await expect(adminApi.users({ limit: 10 })).rejects.toMatchObject({
      status: 400,
      detail: 'Fusha «Gjendja» ka një vlerë të pavlefshme.',
    });
  });
});
