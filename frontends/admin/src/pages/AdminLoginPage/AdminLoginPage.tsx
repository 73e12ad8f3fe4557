import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard, SessionEndAlert } from '@repair-shop/web';
import { useAdminLogin } from '../../hooks/use-admin-login';
import { ADMIN_ROUTES } from '../../routes';

/** /admin-login: username and password, both required. */
export function AdminLoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, login } = useAdminLogin();

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    login(username, password);
  };

  return (
    <AuthCard title="Hyrja e administratorit" subtitle="Vetëm për administratorin e platformës.">
      <SessionEndAlert />
      <form onSubmit={submit}>
        <Stack gap="md">
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
    </AuthCard>
  );
}
