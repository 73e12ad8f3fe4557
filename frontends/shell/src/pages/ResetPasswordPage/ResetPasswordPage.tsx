import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AuthCard, TEXTS, apiErrorDetail, errorText, notifyError, notifySuccess, shopApi } from '@repair-shop/web';

const RESET_FAILED = 'Fjalëkalimi nuk u ndryshua. Ju lutemi provoni përsëri.';

/** /reset-password/:token, opened from the email: sets a new password once. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmPassword) {
      notifyError(TEXTS.passwordsDiffer);
      return;
    }
    setBusy(true);
    try {
      notifySuccess((await shopApi.resetPassword({ token, password })).message);
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
          <PasswordInput label="Fjalëkalimi i ri" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="new-password" />
          <PasswordInput
            label="Konfirmo fjalëkalimin"
            required
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.currentTarget.value)}
            autoComplete="new-password"
          />
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
