import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { STAFF_ROLE_LABELS, type UserResponse } from '@repair-shop/contracts';
import { initials } from '@repair-shop/web';
import { fullName } from '@repair-shop/web';
import { roleOf } from '../../../../utils/permissions';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '../../../../components/Icons/icons';

interface Props {
  user: UserResponse;
  onAccount: () => void;
  onLogout: () => void;
}

/** The user's initials, name and role; opens "Informacioni i llogarisë" and "Dilni". */
export function UserMenu({ user, onAccount, onLogout }: Props) {
  const name = fullName(user);
  const role = roleOf(user);
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label={`Llogaria: ${name}`} p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="indigo" radius="xl" size={34} aria-hidden>
              {initials(user.firstName, user.lastName)}
            </Avatar>
            <Stack gap={0} visibleFrom="sm" maw={200}>
              <Text size="sm" fw={600} truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {STAFF_ROLE_LABELS[role]}
              </Text>
            </Stack>
            <ChevronDownIcon size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          {user.email && (
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          )}
          <Text size="xs" c="dimmed" truncate>
            {user.businessName ? `${STAFF_ROLE_LABELS[role]} · ${user.businessName}` : STAFF_ROLE_LABELS[role]}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item leftSection={<UserIcon />} onClick={onAccount}>
          Informacioni i llogarisë
        </Menu.Item>
        <Menu.Item leftSection={<LogoutIcon />} color="red" onClick={onLogout}>
          Dilni
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
