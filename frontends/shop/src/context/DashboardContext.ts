import { createContext, useContext } from 'react';
import type { UserResponse } from '@repair-shop/contracts';
import type { ClientFilters } from '../features/clients/hooks/use-client-filters';
import type { JobFilters } from '../features/jobs/hooks/use-job-filters';

/**
 * What every part of the dashboard shares besides the data cache: the user, the dialogs, and the home
 * tab's and the Clients tab's filters (kept here so that opening a job or a client and coming back keeps them).
 */
export interface Dashboard {
  user: UserResponse;
  openAddWorker: () => void;
  openAddJob: () => void;
  jobFilters: JobFilters;
  clientFilters: ClientFilters;
}

export const DashboardContext = createContext<Dashboard | null>(null);

export function useDashboard(): Dashboard {
  const dashboard = useContext(DashboardContext);
  if (!dashboard) throw new Error('useDashboard must be used inside the dashboard layout');
  return dashboard;
}
