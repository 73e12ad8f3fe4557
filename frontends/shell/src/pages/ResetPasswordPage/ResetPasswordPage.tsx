import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AuthCard, apiErrorDetail, errorText, notifyError, notifySuccess, shopApi } from '@repair-shop/web';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields/NewPasswordFields';

const RESET_FAILED = 'Fjalëkalimi nuk u ndryshua. Ju lutemi provoni përsëri.';

/** /reset-password/:token, opened from the email: sets a new password once. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.confirmed()) return;
    setBusy(true);
    try {
      notifySuccess((await shopApi.resetPassword({ token, password: newPassword.password })).message);
      navigate('/login');
    } catch (error) {
      notifyError(errorText(apiErrorDetail(error), RESET_FAILED));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Vendosni një fjalëkalim të ri">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <NewPasswordFields value={newPassword} label="Fjalëkalimi i ri" />
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
