import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminUserResponse } from '@repair-shop/contracts';
import { formatDate } from '@repair-shop/web';
import { fullName } from '@repair-shop/web';
import type { UserListProps } from '../UserList/user-list-props';
import { shopText } from '../../utils/shop-text';
import { TrialBadge } from '../TrialBadge/TrialBadge';
import { UserActions } from '../UserActions/UserActions';

const EMPTY = '—';

function Field({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

function UserCard({ user, busyId, onExtend, onDelete }: Omit<UserListProps, 'users'> & { user: AdminUserResponse }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={fullName(user) || user.email || undefined}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {fullName(user) || EMPTY}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {user.email ?? EMPTY}
            </Text>
          </div>
          <TrialBadge user={user} />
        </Group>
        {!user.isAdmin && <Field label="Biznesi" value={shopText(user)} />}
        <SimpleGrid cols={3} spacing="xs">
          <Field label="Regjistruar më" value={formatDate(user.createdAt)} />
          <Field label="Ditë të mbetura" value={user.isAdmin ? EMPTY : user.remainingDays} />
          <Field label="Skadon më" value={user.trialExpiresAt ? formatDate(user.trialExpiresAt) : EMPTY} />
          {!user.isAdmin && <Field label="Stafi · punë" value={`${user.staffCount} · ${user.jobCount}`} />}
          {!user.isAdmin && (
            <Field label="Aktiviteti i fundit" value={user.lastActivityAt ? formatDate(user.lastActivityAt) : EMPTY} />
          )}
        </SimpleGrid>
        {!user.isAdmin && (
          <UserActions
            user={user}
            busy={busyId === user.id || busyId === 'all'}
            onExtend={onExtend}
            onDelete={onDelete}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** The user list on a phone: one card per user instead of a wide table. */
export function UserCards({ users, ...rest }: UserListProps) {
  return (
    <Stack component="ul" gap="sm" p="sm" m={0} style={{ listStyle: 'none' }} aria-label="Përdoruesit">
      {users.map((user) => (
        <UserCard key={user.id} user={user} {...rest} />
      ))}
    </Stack>
  );
}
