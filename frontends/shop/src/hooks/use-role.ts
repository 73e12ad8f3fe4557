import type { StaffRole } from '@repair-shop/contracts';
import { roleOf } from '../utils/permissions';
import { useProfile } from './use-profile';

/** The signed-in account's role in its shop. */
export function useRole(): StaffRole {
  return roleOf(useProfile().user);
}
