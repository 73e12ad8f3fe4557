import type { AdminUserResponse } from '@repair-shop/contracts';

/** What the table and the phone cards both show and do. */
export interface UserListProps {
  users: AdminUserResponse[];
  /** Id of the user an action is running for ('all' while deleting everyone). */
  busyId: string | null;
  /** `paid`: the shop paid for the months ("Pagesa u pranua"); otherwise a free extension of the trial. */
  onExtend: (user: AdminUserResponse, months: number, paid: boolean) => void;
  onDelete: (user: AdminUserResponse) => void;
}
