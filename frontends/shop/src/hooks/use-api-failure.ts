import { useCallback } from 'react';
import { notifyError } from '@repair-shop/web';
import { apiStatus, failureText } from '../utils/api-errors';
import { useEndSession } from './use-end-session';

/** Reports a failed write: an expired session ends it, anything else shows the server's detail or the fallback. */
export function useApiFailure(): (error: unknown, fallback: string) => void {
  const endSession = useEndSession();
  return useCallback(
    (error: unknown, fallback: string) => {
      console.error(fallback, error);
      if (apiStatus(error) === 401) endSession();
      else notifyError(failureText(error, fallback));
    },
    [endSession],
  );
}
