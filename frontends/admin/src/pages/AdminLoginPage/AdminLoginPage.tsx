import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { AuthCard, SessionEndAlert, requiredRule } from '@repair-shop/web';
import { useAdminLogin } from '../../hooks/use-admin-login';
import { ADMIN_ROUTES } from '../../routes';

/** /admin-login: username and password, both required. */
export function AdminLoginPage() {
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: { username: requiredRule, password: requiredRule },
  });
  const { busy, failure, login } = useAdminLogin(form);
  const submit = form.onSubmit(({ username, password }) => login(username, password));

  return (
    <AuthCard title="Hyrja e administratorit" subtitle="Vetëm për administratorin e platformës.">
      <SessionEndAlert />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput label="Përdoruesi" withAsterisk autoComplete="username" {...form.getInputProps('username')} />
          <PasswordInput
            label="Fjalëkalimi"
            withAsterisk
            autoComplete="current-password"
            {...form.getInputProps('password')}
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
