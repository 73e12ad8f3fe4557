import type { BusinessResponse, StaffRole } from '@repair-shop/contracts';
import { useBusiness } from '../../../hooks/use-business';
import { useRole } from '../../../hooks/use-role';
import { tabsFor } from '../../../utils/permissions';

/** Whether the role sells at the counter: the `sell` permission, and for a technician the owner's consent. */
export const maySell = (role: StaffRole, business: Pick<BusinessResponse, 'techniciansCanSell'> | null | undefined) =>
  tabsFor(role, business?.techniciansCanSell === true).includes('shitje');

/** Whether the signed-in account sells at the counter. */
export function useMaySell(): boolean {
  return maySell(useRole(), useBusiness().data);
}
