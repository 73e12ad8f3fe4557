import { Avatar, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { adminSignOut, getAdminUser } from '@repair-shop/web';
import { fullName } from '@repair-shop/web';
import { ADMIN_ROUTES } from '../../routes';

/** Title, the signed-in administrator's name and the logout button. */
export function AdminHeader() {
  const navigate = useNavigate();
  const admin = getAdminUser();
  const name = (admin && fullName(admin)) || 'admin';

  const logout = (): void => {
    adminSignOut();
    navigate(ADMIN_ROUTES.home);
  };

  return (
    <Paper component="header" withBorder radius={0} px="md" py="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz={{ base: 'lg', sm: 'xl' }}>
          Paneli i administratorit
        </Title>
        <Group gap="sm" wrap="nowrap">
          <Group gap={6} wrap="nowrap" aria-label="Administratori i identifikuar">
            <Avatar color="indigo" radius="xl" size="sm" aria-hidden>
              {name.charAt(0).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={600}>
              {name}
            </Text>
          </Group>
          <Button variant="light" color="gray" size="xs" onClick={logout}>
            Dil
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
