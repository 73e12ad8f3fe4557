import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiRequestError } from '../api/http';
import type { SessionEnd } from '../session/session-end';
import { MAX_RETRIES, createAppQueryClient, retryDelay, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('tries again after a network failure or a 503, a few times', () => {
    expect(shouldRetry(0, new ApiRequestError(0, null))).toBe(true);
    expect(shouldRetry(1, new ApiRequestError(503, 'Provoni përsëri.', ERROR_CODES.serviceUnavailable))).toBe(true);
    expect(shouldRetry(MAX_RETRIES, new ApiRequestError(0, null))).toBe(false);
  });

  it('never asks again after a 4xx, a 500 or a bug', () => {
    for (const status of [400, 401, 403, 404, 409, 429, 500])
      expect(shouldRetry(0, new ApiRequestError(status, null))).toBe(false);
    expect(shouldRetry(0, new TypeError('bug'))).toBe(false);
  });

  it('waits longer each time, up to 8 s', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 8000]);
  });
});

describe('createAppQueryClient: the one place a refused session is noticed', () => {
  let ends: SessionEnd[];
  const client = () => createAppQueryClient((end) => ends.push(end));
  const failWith = (error: Error) => () => Promise.reject(error);

  beforeEach(() => {
    ends = [];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('a query refused with SESSION_REVOKED ends the shop session', async () => {
    const revoked = new ApiRequestError(401, 'Seanca juaj u mbyll.', ERROR_CODES.sessionRevoked);
    await expect(client().fetchQuery({ queryKey: ['workers'], queryFn: failWith(revoked) })).rejects.toBe(revoked);
    expect(ends).toEqual([{ session: 'shop', reason: ERROR_CODES.sessionRevoked }]);
  });

  it("a mutation refused with ACCOUNT_DELETED ends it too, an admin query ends the administrator's", async () => {
    const queries = client();
    const deleted = new ApiRequestError(401, 'Llogaria nuk ekziston më.', ERROR_CODES.accountDeleted);
    await expect(
      queries
        .getMutationCache()
        .build(queries, { mutationFn: failWith(deleted) })
        .execute(undefined),
    ).rejects.toBe(deleted);
    const notAdmin = new ApiRequestError(403, 'Nuk keni leje.', ERROR_CODES.forbidden);
    await expect(
      queries.fetchQuery({ queryKey: ['admin', 'users'], queryFn: failWith(notAdmin), meta: { session: 'admin' } }),
    ).rejects.toBe(notAdmin);
    expect(ends).toEqual([
      { session: 'shop', reason: ERROR_CODES.accountDeleted },
      { session: 'admin', reason: ERROR_CODES.sessionInvalid },
    ]);
  });

  it("a 503 is asked again by the client's defaults and never ends the session", async () => {
    let tries = 0;
    const queryFn = async () => {
      tries += 1;
      if (tries < 3) throw new ApiRequestError(503, 'Provoni përsëri.', ERROR_CODES.serviceUnavailable);
      return ['Besnik Gashi'];
    };
    // Only the wait is shortened; whether to try again is the client's own rule.
    await expect(client().fetchQuery({ queryKey: ['workers'], queryFn, retryDelay: 0 })).resolves.toEqual([
      'Besnik Gashi',
    ]);
    expect(tries).toBe(3);
    expect(ends).toEqual([]);
  });

  it("a 4xx is not asked again by the client's defaults", async () => {
    let tries = 0;
    const queryFn = async () => {
      tries += 1;
      throw new ApiRequestError(404, 'Puna nuk u gjet.', ERROR_CODES.notFound);
    };
    await expect(client().fetchQuery({ queryKey: ['job', 'x'], queryFn, retryDelay: 0 })).rejects.toMatchObject({
      status: 404,
    });
    expect(tries).toBe(1);
    expect(ends).toEqual([]);
  });
});
