import {
  roleMay,
  type ShopPermission,
  type StaffRole,
  type UserResponse,
  type WorkerResponse,
} from '@repair-shop/contracts';
import { DASHBOARD_TABS, type DashboardTab } from '../routes';

/** The account's role; a copy stored before the server answered roles is an owner's. */
export const roleOf = (user: UserResponse | null): StaffRole => user?.role ?? 'owner';

/**
 * What each tab is for, in the contracts' permission table (the one the server's routes name): a role sees
 * the tabs it may use, and a typed URL of another tab goes back to the jobs.
 */
export const TAB_PERMISSIONS: Record<DashboardTab, ShopPermission> = {
  ballina: 'workOnJobs',
  shitje: 'sell',
  punetoret: 'workOnJobs',
  klientet: 'readClients',
  stoku: 'manageStock',
  mbyllja: 'readMoneyReports',
  statistikat: 'readStats',
  biznesi: 'manageBusiness',
};

/** The tabs a role sees; the sale tab a technician only when the owner lets technicians sell. */
export const tabsFor = (role: StaffRole, techniciansCanSell = false): readonly DashboardTab[] =>
  DASHBOARD_TABS.filter(
    (tab) => roleMay(role, TAB_PERMISSIONS[tab]) && (tab !== 'shitje' || role !== 'technician' || techniciansCanSell),
  );

/** A technician takes in the repairs they do: their own worker is chosen for a new job (and may be changed). */
export const ownJobWorkerId = (user: Pick<UserResponse, 'role' | 'workerId'>): string | null =>
  user.role === 'technician' ? (user.workerId ?? null) : null;

/** Workers a job can be given to: the ones still in the shop. */
export const assignableWorkers = (workers: WorkerResponse[]): WorkerResponse[] =>
  workers.filter((worker) => worker.active);
