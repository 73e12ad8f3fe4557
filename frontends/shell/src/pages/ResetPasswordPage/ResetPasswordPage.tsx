import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  AuthCard,
  NEW_PASSWORD_RULES,
  apiErrorDetail,
  errorText,
  notifyError,
  notifySuccess,
  shopApi,
  showRefusalUnderField,
} from '@repair-shop/web';
import { EMPTY_NEW_PASSWORD, NewPasswordFields } from '../../components/NewPasswordFields/NewPasswordFields';

const RESET_FAILED = 'Fjalëkalimi nuk u ndryshua. Ju lutemi provoni përsëri.';

/** /reset-password/:token, opened from the email: sets a new password once. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: EMPTY_NEW_PASSWORD, validate: NEW_PASSWORD_RULES });

  const submit = form.onSubmit(async ({ password }) => {
    setBusy(true);
    try {
      notifySuccess((await shopApi.resetPassword({ token, password })).message);
      navigate('/login');
    } catch (error) {
      if (!showRefusalUnderField(form, error)) notifyError(errorText(apiErrorDetail(error), RESET_FAILED));
      setBusy(false);
    }
  });

  return (
    <AuthCard title="Vendosni një fjalëkalim të ri">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NewPasswordFields inputProps={form.getInputProps} label="Fjalëkalimi i ri" />
          <Button type="submit" loading={busy} fullWidth>
            Ruaj fjalëkalimin
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/forgot-password">
              Kërkoni një lidhje të re
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
