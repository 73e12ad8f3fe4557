import { roleMay, type ShopPermission, type StaffRole } from '@repair-shop/contracts';
import { roleOf } from '../utils/permissions';
import { useProfile } from './use-profile';

/** The signed-in account's role in its shop. */
export function useRole(): StaffRole {
  return roleOf(useProfile().user);
}

/** Whether the signed-in account's role may do it (the contracts' permission table, which the server's routes read too). */
export function useMay(permission: ShopPermission): boolean {
  return roleMay(useRole(), permission);
}
