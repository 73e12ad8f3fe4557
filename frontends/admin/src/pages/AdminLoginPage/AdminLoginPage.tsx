import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAdminLogin } from '../../hooks/use-admin-login';
import { ADMIN_ROUTES } from '../../routes';

/** /admin-login: username and password, both required. */
export function AdminLoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, login } = useAdminLogin();

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void login(username, password);
  };

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={420} gap="md">
        <Anchor component={Link} to={ADMIN_ROUTES.home} fw={800} fz="xl" ta="center" underline="never">
          Servisi
        </Anchor>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <form onSubmit={submit}>
            <Stack gap="md">
              <div>
                <Title order={2}>Hyrja e administratorit</Title>
                <Text c="dimmed" size="sm">
                  Vetëm për administratorin e platformës.
                </Text>
              </div>
              <TextInput
                label="Përdoruesi"
                required
                value={username}
                onChange={(event) => setUsername(event.currentTarget.value)}
                autoComplete="username"
              />
              <PasswordInput
                label="Fjalëkalimi"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                autoComplete="current-password"
              />
              <Button type="submit" loading={busy} fullWidth>
                Hyr
              </Button>
              <Anchor component={Link} to={ADMIN_ROUTES.home} size="sm" ta="center">
                Kthehu në ballinë
              </Anchor>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Center>
  );
}
