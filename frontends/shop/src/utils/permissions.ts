import type { StaffRole, UserResponse, WorkerResponse } from '@repair-shop/contracts';
import { DASHBOARD_TABS, type DashboardTab } from '../routes';

/** The account's role; a copy stored before the server answered roles is an owner's. */
export const roleOf = (user: UserResponse | null): StaffRole => user?.role ?? 'owner';

/**
 * Whether the role runs the shop: statistics, clients, the stock, the business and its staff, refunds
 * and what parts cost. A technician works on jobs only (taking payments and using parts included). The
 * server refuses the rest anyway; the dashboard hides it rather than offer a 403.
 */
export const runsTheShop = (role: StaffRole): boolean => role !== 'technician';

/** The tabs a role sees. */
export const tabsFor = (role: StaffRole): readonly DashboardTab[] =>
  runsTheShop(role) ? DASHBOARD_TABS : DASHBOARD_TABS.filter((tab) => tab === 'ballina' || tab === 'punetoret');

/** Money given back to a client: the owner's and a manager's (a technician gets 403 ROLE_FORBIDDEN). */
export const canRefund = (role: StaffRole): boolean => runsTheShop(role);

/** A photo is the shop's evidence: the owner and a manager remove one taken by mistake, a technician only adds. */
export const canRemovePhotos = (role: StaffRole): boolean => runsTheShop(role);

/** What the shop paid for a part: the server leaves it out of a technician's answers anyway. */
export const seesCostPrice = (role: StaffRole): boolean => runsTheShop(role);

/** Workers a job can be given to: the ones still in the shop. */
export const assignableWorkers = (workers: WorkerResponse[]): WorkerResponse[] => workers.filter((worker) => worker.active);

/** A job entered by mistake is deleted by the owner alone (the server answers 403 ROLE_FORBIDDEN to others). */
export const canDeleteJobs = (role: StaffRole): boolean => role === 'owner';
