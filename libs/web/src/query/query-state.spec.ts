import { ERROR_CODES } from '@repair-shop/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiRequestError } from '../api/http';
import { loadFailed, retryProps } from './query-state';

type Outcome = Pick<UseQueryResult, 'isError' | 'data' | 'error'>;

const failed = (error: Error, data?: unknown): Outcome => ({ isError: true, data, error });

describe('loadFailed', () => {
  it('is true when the load failed and there is nothing to show', () => {
    expect(loadFailed(failed(new ApiRequestError(500, null)))).toBe(true);
    expect(loadFailed(failed(new ApiRequestError(0, null)))).toBe(true);
    expect(loadFailed(failed(new TypeError('bug')))).toBe(true);
  });

  it('keeps an answer already shown after a failed refresh (null is an answer too)', () => {
    expect(loadFailed(failed(new ApiRequestError(503, null), { items: [], total: 0 }))).toBe(false);
    expect(loadFailed(failed(new ApiRequestError(404, null), null))).toBe(false);
  });

  it('is false while loading or after success', () => {
    expect(loadFailed({ isError: false, data: undefined, error: null })).toBe(false);
    expect(loadFailed({ isError: false, data: ['Besnik Gashi'], error: null })).toBe(false);
  });

  it('shows no failure for a refused session: the login page is on its way', () => {
    expect(loadFailed(failed(new ApiRequestError(401, 'Seanca juaj ka skaduar.', ERROR_CODES.sessionExpired)))).toBe(
      false,
    );
    expect(loadFailed(failed(new ApiRequestError(401, null)))).toBe(false);
  });
});

describe('retryProps', () => {
  it('asks the query again and says whether it is asking', () => {
    const refetch = jest.fn().mockResolvedValue(undefined);
    const props = retryProps({ refetch, isFetching: true });
    expect(props.retrying).toBe(true);
    expect(props.onRetry()).toBeUndefined();
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(retryProps({ refetch, isFetching: false }).retrying).toBe(false);
  });
});
