import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { LoginRequest } from '@repair-shop/contracts';
import { AuthCard, SessionEndAlert, TEXTS, loginFailureText, notifyError, shopApi, useStartSession } from '@repair-shop/web';

export default function LoginPage() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Checked: the session survives closing the browser (localStorage); unchecked: it ends with the tab.
  const [rememberMe, setRememberMe] = useState(true);

  const login = useMutation({
    mutationFn: (credentials: LoginRequest) => shopApi.login(credentials),
    meta: { session: 'none' },
    onSuccess: (answer) => {
      startSession(answer.access_token, answer.user, rememberMe);
      navigate('/dashboard');
    },
    onError: (error) => notifyError(loginFailureText(error, TEXTS.loginFailed)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password });
  };

  return (
    <AuthCard title="Hyr në llogari">
      <SessionEndAlert />
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label="Email" type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoComplete="email" />
          <PasswordInput label="Fjalëkalimi" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="current-password" />
          <Group justify="space-between">
            <Checkbox label="Më mbaj mend" checked={rememberMe} onChange={(e) => setRememberMe(e.currentTarget.checked)} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Keni harruar fjalëkalimin?
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending || login.isSuccess} fullWidth>
            Hyr
          </Button>
          <Text size="sm" ta="center">
            Nuk keni llogari?{' '}
            <Anchor component={Link} to="/register">
              Regjistrohuni
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
