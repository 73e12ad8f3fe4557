import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fullName, type LoginRequest, type UserResponse } from '@repair-shop/contracts';
import {
  AuthCard,
  SessionEndAlert,
  TEXTS,
  emailRule,
  getStoredUser,
  getToken,
  loginFailureText,
  requiredRule,
  shopApi,
  showRefusalUnderField,
  useStartSession,
} from '@repair-shop/web';

/** Where a login lands: an owner who has not registered the business yet is taken to it first. */
export function landingAfterLogin(user: Pick<UserResponse, 'role' | 'businessName'>): string {
  return user.role === 'owner' && user.businessName === null ? '/business-register' : '/dashboard';
}

/** Someone already signed in on this browser is offered the way back to the dashboard. */
function SignedInAlert() {
  const [user] = useState(() => (getToken() ? getStoredUser() : null));
  if (!user) return null;
  return (
    <Alert color="indigo" variant="light" title={`Jeni identifikuar si ${fullName(user)}`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Mund të vazhdoni aty ku e latë, ose të hyni me një llogari tjetër më poshtë.</Text>
        <Button component={Link} to={landingAfterLogin(user)} size="xs">
          Vazhdo te paneli
        </Button>
      </Stack>
    </Alert>
  );
}

export default function LoginPage() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const form = useForm({
    mode: 'controlled',
    // "Më mbaj mend" checked: the session survives closing the browser (localStorage); unchecked: it ends with the tab.
    initialValues: { email: '', password: '', rememberMe: true },
    validate: { email: emailRule, password: requiredRule },
  });

  const [underField, setUnderField] = useState(false);
  const login = useMutation({
    mutationFn: (credentials: LoginRequest) => shopApi.login(credentials),
    meta: { session: 'none' },
    onSuccess: (answer) => {
      startSession(answer.access_token, answer.user, form.getValues().rememberMe);
      navigate(landingAfterLogin(answer.user));
    },
    // A refusal naming one of the fields is said under it; any other failure in the form's own alert.
    onMutate: () => setUnderField(false),
    onError: (error) => setUnderField(showRefusalUnderField(form, error)),
  });

  const submit = form.onSubmit(({ email, password }) => login.mutate({ email: email.trim(), password }));

  return (
    <AuthCard title="Hyr në llogari">
      <SessionEndAlert />
      <SignedInAlert />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {/* The form's own error: it goes with this page, not into the dashboard once the next try succeeds. */}
          {login.isError && !underField && (
            <Alert color="red" variant="light" role="alert">
              {loginFailureText(login.error, TEXTS.loginFailed)}
            </Alert>
          )}
          <TextInput label="Email" type="email" withAsterisk autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput
            label="Fjalëkalimi"
            withAsterisk
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox label="Më mbaj mend" {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
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
