import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { ShopPermission } from '@repair-shop/contracts';
import { useMay } from '../../hooks/use-role';
import { DASHBOARD_PATH } from '../../routes';

interface Props {
  /** What the page is for; a role without it (a typed or bookmarked URL) goes back to the jobs. */
  permission: ShopPermission;
  children: ReactElement;
}

/** A part of the dashboard the role has no use for: back to the jobs rather than a page of refusals. */
export function RequirePermission({ permission, children }: Props) {
  return useMay(permission) ? children : <Navigate to={DASHBOARD_PATH} replace />;
}
