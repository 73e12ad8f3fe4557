import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UserResponse } from '@repair-shop/contracts';
import { saveSession } from './session';

/**
 * Keeps a new shop owner's session (see saveSession for `remember`) on an empty cache, so that nothing
 * loaded for an earlier session on this page is ever shown to this one.
 */
export function useStartSession(): (token: string, user: UserResponse, remember?: boolean) => void {
  const client = useQueryClient();
  return useCallback(
    (token: string, user: UserResponse, remember = true) => {
      client.clear();
      saveSession(token, user, remember);
    },
    [client],
  );
}
