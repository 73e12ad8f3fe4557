import { useMediaQuery } from '@mantine/hooks';
import { UserCards } from '../UserCards/UserCards';
import { UsersTable } from '../UsersTable/UsersTable';
import type { UserListProps } from './user-list-props';

/** A table on wider screens, stacked cards on a phone (only one of them is rendered). */
export function UserList(props: UserListProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return phone ? <UserCards {...props} /> : <UsersTable {...props} />;
}
