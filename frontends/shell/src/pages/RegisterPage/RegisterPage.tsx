import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  AuthCard,
  NEW_PASSWORD_RULES,
  TEXTS,
  apiErrorDetail,
  emailRule,
  errorText,
  notifyError,
  requiredRule,
  shopApi,
  useStartSession,
  showRefusalUnderField,
} from '@repair-shop/web';
import { EMPTY_NEW_PASSWORD, NewPasswordFields } from '../../components/NewPasswordFields/NewPasswordFields';

/** Account creation, then automatic login, then the business registration (section 4). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', ...EMPTY_NEW_PASSWORD },
    validate: { firstName: requiredRule, lastName: requiredRule, email: emailRule, ...NEW_PASSWORD_RULES },
  });

  const submit = form.onSubmit(async ({ firstName, lastName, email, password }) => {
    setBusy(true);
    const credentials = { email: email.trim(), password };
    try {
      await shopApi.register({ firstName: firstName.trim(), lastName: lastName.trim(), ...credentials });
    } catch (error) {
      // A refused field (an email already registered) is said under it.
      if (!showRefusalUnderField(form, error))
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
  });

  return (
    <AuthCard title="Krijo llogarinë" subtitle="30 ditë provë falas, pa kartë">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput label="Emri" withAsterisk autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Mbiemri" withAsterisk autoComplete="family-name" {...form.getInputProps('lastName')} />
          </Group>
          <TextInput label="Email" type="email" withAsterisk autoComplete="email" {...form.getInputProps('email')} />
          <NewPasswordFields inputProps={form.getInputProps} />
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
