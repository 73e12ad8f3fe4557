import { createContext, useContext } from 'react';
import type { UserResponse, WorkerResponse } from '@repair-shop/contracts';
import type { ApiResource } from '../hooks/use-api-resource';
import type { BusinessLoad } from '../hooks/use-business';
import type { JobFilters } from '../hooks/use-job-filters';

/** What every part of the dashboard shares: the user, the shop's workers and business, the dialogs. */
export interface Dashboard {
  user: UserResponse;
  updateUser: (user: UserResponse) => void;
  workers: ApiResource<WorkerResponse[]>;
  business: ApiResource<BusinessLoad>;
  /** Grows whenever the shop's data changed, so that every list loads again. */
  dataVersion: number;
  dataChanged: () => void;
  openAddWorker: () => void;
  openAddJob: () => void;
  jobFilters: JobFilters;
}

export const DashboardContext = createContext<Dashboard | null>(null);

export function useDashboard(): Dashboard {
  const dashboard = useContext(DashboardContext);
  if (!dashboard) throw new Error('useDashboard must be used inside the dashboard layout');
  return dashboard;
}
