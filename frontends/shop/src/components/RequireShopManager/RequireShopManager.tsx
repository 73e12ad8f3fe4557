import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { useRole } from '../../hooks/use-role';
import { DASHBOARD_PATH } from '../../routes';
import { runsTheShop } from '../../utils/permissions';

/** A part of the dashboard a technician has no use for (a typed or bookmarked URL): back to the jobs. */
export function RequireShopManager({ children }: { children: ReactElement }) {
  return runsTheShop(useRole()) ? children : <Navigate to={DASHBOARD_PATH} replace />;
}
