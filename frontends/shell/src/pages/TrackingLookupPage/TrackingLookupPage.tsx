import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthCard, TEXTS, apiErrorDetail, notifyError, publicApi, requiredRule, trackingPath } from '@repair-shop/web';

/** /gjurmo: a client without the QR code finds the repair by ticket code and phone. */
export default function TrackingLookupPage() {
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '', phoneLast4: '' },
    validate: {
      code: requiredRule,
      phoneLast4: (value) => requiredRule(value) ?? (/^\d{4}$/.test(value) ? null : 'Shkruani katër shifrat e fundit të numrit tuaj'),
    },
    transformValues: ({ code, phoneLast4 }) => ({ code: code.trim(), phoneLast4 }),
  });
  const [busy, setBusy] = useState(false);

  // The code is typed as printed (upper case); the phone keeps only its digits.
  const submit = form.onSubmit(async (lookup) => {
    setBusy(true);
    try {
      const { token } = await publicApi.lookup(lookup);
      navigate(trackingPath(token));
    } catch (error) {
      notifyError(apiErrorDetail(error) || TEXTS.networkError);
      setBusy(false);
    }
  });

  return (
    <AuthCard title="Gjurmo riparimin" subtitle="Shkruani kodin e biletës dhe katër shifrat e fundit të telefonit tuaj.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Kodi i biletës"
            placeholder="p.sh. 3F9A1C"
            withAsterisk
            maxLength={6}
            {...form.getInputProps('code')}
            onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
          />
          <TextInput
            label="4 shifrat e fundit të telefonit"
            withAsterisk
            inputMode="numeric"
            maxLength={4}
            {...form.getInputProps('phoneLast4')}
            onChange={(event) => form.setFieldValue('phoneLast4', event.currentTarget.value.replace(/\D/g, ''))}
          />
          <Button type="submit" loading={busy} fullWidth>
            Gjurmo
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
