import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ForgotPasswordResponse } from '@repair-shop/contracts';
import { Link } from 'react-router-dom';
import {
  isApiRequestError,
  AuthCard,
  TEXTS,
  apiErrorDetail,
  emailRule,
  errorText,
  notifyError,
  shopApi,
  showRefusalUnderField,
} from '@repair-shop/web';

const REQUEST_FAILED = 'Kërkesa nuk u dërgua. Ju lutemi provoni përsëri.';

/**
 * Asks for a reset link by email; the answer is the same whether or not the account exists. A server that
 * sends no email says so: no link will come, and whom to ask instead (the link is never shown here).
 */
export default function ForgotPasswordPage() {
  const form = useForm({ mode: 'controlled', initialValues: { email: '' }, validate: { email: emailRule } });
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ForgotPasswordResponse | null>(null);

  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    try {
      setAnswer(await shopApi.forgotPassword({ email: email.trim() }));
    } catch (error) {
      if (showRefusalUnderField(form, error)) return;
      notifyError(
        isApiRequestError(error) && error.status === 0
          ? TEXTS.networkError
          : errorText(apiErrorDetail(error), REQUEST_FAILED),
      );
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard
      title="Keni harruar fjalëkalimin?"
      subtitle="Shkruani email-in e llogarisë: lidhja për një fjalëkalim të ri dërgohet atje."
    >
      {answer ? (
        <Stack gap="sm">
          <Alert
            color={answer.emailConfigured ? 'green' : 'yellow'}
            role="status"
            title={answer.emailConfigured ? undefined : 'Nuk do t’ju vijë asnjë email'}
          >
            {answer.message}
          </Alert>
          <Anchor component={Link} to="/login">
            Kthehu te hyrja
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput label="Email" type="email" withAsterisk autoComplete="email" {...form.getInputProps('email')} />
            <Button type="submit" loading={busy} fullWidth>
              Dërgo lidhjen
            </Button>
            <Text size="sm" ta="center">
              <Anchor component={Link} to="/login">
                Kthehu te hyrja
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
