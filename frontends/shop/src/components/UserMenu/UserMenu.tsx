import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { UserResponse } from '@repair-shop/contracts';
import { initials } from '@repair-shop/web';
import { fullName } from '@repair-shop/web';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '../Icons/icons';

interface Props {
  user: UserResponse;
  onAccount: () => void;
  onLogout: () => void;
}

/** The user's initials and name; opens "Informacioni i llogarisë" and "Dilni". */
export function UserMenu({ user, onAccount, onLogout }: Props) {
  const name = fullName(user);
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label={`Llogaria: ${name}`} p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="indigo" radius="xl" size={34} aria-hidden>
              {initials(user.firstName, user.lastName)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" maw={200} truncate>
              {name}
            </Text>
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
