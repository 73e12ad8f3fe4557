import { useCallback } from 'react';
import { endsSession, notifyError } from '@repair-shop/web';
import { failureText } from '../utils/api-errors';

/**
 * Reports a failed write: the server's detail or the fallback. A refused session is left to the shared
 * cache, which ends it and says why on the login page.
 */
export function useApiFailure(): (error: unknown, fallback: string) => void {
  return useCallback((error: unknown, fallback: string) => {
    console.error(fallback, error);
    if (!endsSession(error)) notifyError(failureText(error, fallback));
  }, []);
}
