import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TEXTS, apiErrorDetail, errorText, shopApi, useStartSession } from '@repair-shop/web';
import { AuthCard } from '@repair-shop/web';
import { notifyError } from '@repair-shop/web';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields/NewPasswordFields';

interface Form {
  firstName: string;
  lastName: string;
  email: string;
}

const EMPTY: Form = { firstName: '', lastName: '', email: '' };

/** Account creation, then automatic login, then the business registration (section 4). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [form, setForm] = useState<Form>(EMPTY);
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof Form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.confirmed()) return;
    setBusy(true);
    const credentials = { email: form.email.trim(), password: newPassword.password };
    try {
      await shopApi.register({ firstName: form.firstName.trim(), lastName: form.lastName.trim(), ...credentials });
    } catch (error) {
      notifyError(errorText(apiErrorDetail(error), TEXTS.registerFailedGeneric));
      setBusy(false);
      return;
    }
    try {
      const login = await shopApi.login(credentials);
      startSession(login.access_token, login.user);
      navigate('/business-register');
    } catch {
      notifyError(TEXTS.registeredLoginPlease);
      navigate('/login');
    }
  };

  return (
    <AuthCard title="Krijo llogarinë" subtitle="30 ditë provë falas, pa kartë">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput label="Emri" required value={form.firstName} onChange={(e) => set('firstName')(e.currentTarget.value)} autoComplete="given-name" />
            <TextInput label="Mbiemri" required value={form.lastName} onChange={(e) => set('lastName')(e.currentTarget.value)} autoComplete="family-name" />
          </Group>
          <TextInput label="Email" type="email" required value={form.email} onChange={(e) => set('email')(e.currentTarget.value)} autoComplete="email" />
          <NewPasswordFields value={newPassword} />
          <Button type="submit" loading={busy} fullWidth mt="xs">
            Regjistrohu
          </Button>
          <Text size="sm" ta="center">
            Keni llogari?{' '}
            <Anchor component={Link} to="/login">
              Hyni këtu
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
