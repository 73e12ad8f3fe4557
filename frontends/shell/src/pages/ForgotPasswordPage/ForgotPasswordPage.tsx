import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiRequestError, AuthCard, TEXTS, apiErrorDetail, emailRule, errorText, notifyError, shopApi } from '@repair-shop/web';

const REQUEST_FAILED = 'Kërkesa nuk u dërgua. Ju lutemi provoni përsëri.';

/** Asks for a reset link by email; the answer is the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  const form = useForm({ mode: 'controlled', initialValues: { email: '' }, validate: { email: emailRule } });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    try {
      setSent((await shopApi.forgotPassword({ email: email.trim() })).message);
    } catch (error) {
      notifyError(isApiRequestError(error) && error.status === 0 ? TEXTS.networkError : errorText(apiErrorDetail(error), REQUEST_FAILED));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title="Keni harruar fjalëkalimin?" subtitle="Shkruani email-in e llogarisë dhe do t'ju dërgojmë një lidhje.">
      {sent ? (
        <Stack gap="sm">
          <Alert color="green" role="status">
            {sent}
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
