import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiRequestError, TEXTS, saveSession, shopApi } from '@repair-shop/web';
import { AuthCard } from '@repair-shop/web';
import { notifyError } from '@repair-shop/web';

export default function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Kept in the form only, as in the specification.
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const login = await shopApi.login({ email: email.trim(), password });
      saveSession(login.access_token, login.user);
      navigate('/dashboard');
    } catch (error) {
      // Wrong credentials get the specification's message; other refusals (too many tries) their own.
      const tooMany = error instanceof ApiRequestError && error.status === 429 && error.detail;
      notifyError(tooMany ? (error.detail as string) : TEXTS.loginFailed);
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Hyr në llogari">
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
          <Button type="submit" loading={busy} fullWidth>
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
