import { Table, Text } from '@mantine/core';
import { formatDate, formatDateTime, TableScroll } from '@repair-shop/web';
import { shopText } from '../../utils/shop-text';
import { fullName } from '@repair-shop/web';
import type { UserListProps } from '../UserList/user-list-props';
import { TrialBadge } from '../TrialBadge/TrialBadge';
import { UserActions } from '../UserActions/UserActions';

const EMPTY = '—';

/** Every user with their trial or subscription and their shop; scrolls sideways when narrow. Administrators get no actions. */
export function UsersTable({ users, busyId, onExtend, onDelete }: UserListProps) {
  return (
    <TableScroll minWidth={1280} label="Përdoruesit">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Përdoruesit">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Emri</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Regjistruar më</Table.Th>
            <Table.Th>Statusi</Table.Th>
            <Table.Th>Ditë të mbetura</Table.Th>
            <Table.Th>Skadon më</Table.Th>
            <Table.Th>Biznesi</Table.Th>
            <Table.Th>Stafi</Table.Th>
            <Table.Th>Punë</Table.Th>
            <Table.Th>Aktiviteti i fundit</Table.Th>
            <Table.Th>Veprime</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {fullName(user) || EMPTY}
                </Text>
              </Table.Td>
              <Table.Td>{user.email ?? EMPTY}</Table.Td>
              <Table.Td>{formatDate(user.createdAt)}</Table.Td>
              <Table.Td>
                <TrialBadge user={user} />
              </Table.Td>
              <Table.Td>{user.isAdmin ? EMPTY : user.remainingDays}</Table.Td>
              <Table.Td>{user.trialExpiresAt ? formatDate(user.trialExpiresAt) : EMPTY}</Table.Td>
              <Table.Td>{user.isAdmin ? EMPTY : shopText(user)}</Table.Td>
              <Table.Td>{user.isAdmin ? EMPTY : user.staffCount}</Table.Td>
              <Table.Td>{user.isAdmin ? EMPTY : user.jobCount}</Table.Td>
              <Table.Td>{user.lastActivityAt ? formatDateTime(user.lastActivityAt) : EMPTY}</Table.Td>
              <Table.Td>
                {user.isAdmin ? (
                  <Text size="xs" c="dimmed">
                    Qasje e plotë
                  </Text>
                ) : (
                  <UserActions
                    user={user}
                    busy={busyId === user.id || busyId === 'all'}
                    onExtend={onExtend}
                    onDelete={onDelete}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
