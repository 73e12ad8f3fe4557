import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '../api/http';
import { sessionEndOf, type SessionEnd, type SessionKind } from '../session/session-end';

/** What a query or mutation tells the shared error handling about itself. */
export interface AppQueryMeta extends Record<string, unknown> {
  /** The session its call runs under; 'shop' when left out. */
  session?: SessionKind;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

/** Tries after the first failure, for failures that may pass by themselves. */
export const MAX_RETRIES = 3;

/** The server could not be reached, or its database was briefly away (503): worth asking again. */
export function isTransientFailure(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 0 || error.status === 503);
}

/** Queries try again only after transient failures; a 4xx is an answer and asking again would not change it. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isTransientFailure(error);
}

/** 1 s, 2 s, 4 s… at most 8 s between tries. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 8000);
}

/** Reused for a while before being asked again; every write invalidates what it changed at once. */
const STALE_MS = 30_000;

/**
 * The one QueryClient of the shell and every remote. Its caches are the one place a failed call is
 * looked at for the session: a call the server refuses because the session is over calls
 * `onSessionEnd` (which clears the stored session and shows the login page with the reason), whichever
 * query or mutation made it. Writes are never repeated by themselves: a lost answer may hide a done write.
 */
export function createAppQueryClient(onSessionEnd: (end: SessionEnd) => void): QueryClient {
  const check = (error: unknown, meta: AppQueryMeta | undefined) => {
    const end = sessionEndOf(error, meta?.session ?? 'shop');
    if (end) onSessionEnd(end);
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.error(`Loading ${JSON.stringify(query.queryKey)} failed`, error);
        check(error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => check(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: STALE_MS },
      mutations: { retry: false },
    },
  });
}
