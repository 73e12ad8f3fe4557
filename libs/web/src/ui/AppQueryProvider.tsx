import { QueryClientProvider } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { createAppQueryClient } from '../query/query-client';
import { clearAdminSession, clearSession, getAdminToken, getStoredUser, getToken } from '../session/session';
import { SESSION_LOGIN_PATHS, type SessionEnd, type SessionEndState } from '../session/session-end';

/**
 * Forgets the ended session and opens its login page, which says why. Calls failing together end it
 * once: the later ones find no session left.
 */
function endSession(end: SessionEnd, navigate: NavigateFunction): void {
  if (end.session === 'admin') {
    if (!getAdminToken()) return;
    clearAdminSession();
  } else {
    if (!getToken() && !getStoredUser()) return;
    clearSession();
  }
  const state: SessionEndState = { sessionEnd: end.reason };
  navigate(SESSION_LOGIN_PATHS[end.session], { replace: true, state });
}

/**
 * The shared QueryClient for everything inside it: the shell's pages and every remote the shell
 * renders (the library is a Module Federation singleton, so they all see this one), or a remote
 * running on its own. Needs a router around it, to open the login page when a session ends.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // The router gives a new navigate on every location; the client is made once and reads the latest.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [client] = useState(() => createAppQueryClient((end) => endSession(end, navigateRef.current)));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
