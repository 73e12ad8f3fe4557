import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../../routes';
import { useMaySell } from '../hooks/use-may-sell';

/** The sale screens for who may sell; a typed URL of anyone else goes back to the jobs, as RequirePermission does. */
export function RequireSell({ children }: { children: ReactElement }) {
  return useMaySell() ? children : <Navigate to={DASHBOARD_PATH} replace />;
}
