import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserResponse } from '@repair-shop/contracts';
import { adminApi } from '@repair-shop/web';
import { isAdminAuthFailure, useExpelAdmin } from './use-expel-admin';

export interface AdminUsers {
  users: UserResponse[];
  loading: boolean;
  /** The last load failed for a reason other than the session (shown with a retry). */
  failed: boolean;
  reload: () => Promise<void>;
}

/** GET /admin/users; a refused token ends the admin session. */
export function useAdminUsers(): AdminUsers {
  const expel = useExpelAdmin();
  const [users, setUsers] = useState<UserResponse[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const list = await adminApi.users();
      if (!mounted.current) return;
      setUsers(list);
      setFailed(false);
    } catch (error) {
      console.error('Loading users failed', error);
      if (!mounted.current) return;
      if (isAdminAuthFailure(error)) {
        expel();
        return;
      }
      setFailed(true);
    } finally {
      if (mounted.current) setLoading(false);
    }
  }, [expel]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { users, loading, failed, reload };
}
