import type { UserResponse } from '@repair-shop/contracts';

/** What the table and the phone cards both show and do. */
export interface UserListProps {
  users: UserResponse[];
  /** Id of the user an action is running for ('all' while deleting everyone). */
  busyId: string | null;
  onExtend: (user: UserResponse, months: number) => void;
  onDelete: (user: UserResponse) => void;
}
