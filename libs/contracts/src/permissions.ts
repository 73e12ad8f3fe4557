import { STAFF_ROLES, type StaffRole } from './staff';

const EVERY_ROLE = STAFF_ROLES;
const RUNS_THE_SHOP = ['owner', 'manager'] as const satisfies readonly StaffRole[];
const OWNER = ['owner'] as const satisfies readonly StaffRole[];

/**
 * Who may do what in a shop: the one table the server's route guards (`@Allow(permission)`) and the
 * dashboard's buttons both read, so that nothing is offered to a role the server refuses.
 * `backend/test/role-matrix.e2e.ts` checks every route against it.
 */
export const SHOP_PERMISSIONS = {
  /** One's own account: the profile, the welcome banner, logging out. */
  ownAccount: EVERY_ROLE,
  /** Jobs: list, add, edit, statuses (cancelling too), messages, payments taken, parts used, photos added, printing, writing to clients. */
  workOnJobs: EVERY_ROLE,
  /** The business's details, its settings (SMS, terms, money, technicians' view). */
  manageBusiness: RUNS_THE_SHOP,
  /** Workers: add, edit, deactivate; give and take away their logins. */
  manageStaff: RUNS_THE_SHOP,
  /** Print stations: add, rename, pair, remove. */
  managePrintStations: RUNS_THE_SHOP,
  /** Counter sales (POST /api/sales): a technician only when the owner allows it (`techniciansCanSell`). */
  sell: EVERY_ROLE,
  /** The stock: add parts and change them (a technician only picks what a repair uses). */
  manageStock: RUNS_THE_SHOP,
  /** The clients' list and each client's page with the money. */
  readClients: RUNS_THE_SHOP,
  /** The statistics of the business and of each worker. */
  readStats: RUNS_THE_SHOP,
  /** The day close and the profit. */
  readMoneyReports: RUNS_THE_SHOP,
  /** Files: exporting the shop's data and importing clients and jobs. */
  transferData: RUNS_THE_SHOP,
  /** Money given back to a client, a sale's return too. */
  refund: RUNS_THE_SHOP,
  /** A job's photo is the shop's evidence: removed only by those who run the shop. */
  removePhotos: RUNS_THE_SHOP,
  /** What the shop paid for a part, and the profit made on it. */
  seeCostPrices: RUNS_THE_SHOP,
  /** Registering the business (the account that did is its owner). */
  registerBusiness: OWNER,
  /** Deleting a job entered by mistake. */
  deleteJobs: OWNER,
  /** The shop's audit log. */
  readAuditLog: OWNER,
} as const satisfies Record<string, readonly StaffRole[]>;

export type ShopPermission = keyof typeof SHOP_PERMISSIONS;

export const SHOP_PERMISSION_NAMES = Object.keys(SHOP_PERMISSIONS) as ShopPermission[];

/** The roles that hold the permission. */
export const rolesWith = (permission: ShopPermission): readonly StaffRole[] => SHOP_PERMISSIONS[permission];

/** Whether the role may do it. */
export const roleMay = (role: StaffRole, permission: ShopPermission): boolean => rolesWith(permission).includes(role);

/** What a role may not do, said on a disabled button whose absence would confuse. */
export const ROLE_FORBIDDEN_HINT = 'Ky veprim nuk lejohet për rolin tuaj në dyqan. Kërkojini pronarit ta bëjë.';

/** Technicians never see what the shop paid for its parts, nor the profit made on them. */
export const seesCostPrices = (role: StaffRole): boolean => roleMay(role, 'seeCostPrices');
