import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TICKET_CODE_PROBLEM, parseTicketCode } from '@repair-shop/contracts';
import {
  AuthCard,
  TEXTS,
  apiErrorDetail,
  publicApi,
  requiredRule,
  showRefusalUnderField,
  trackingPath,
} from '@repair-shop/web';

/** Room for a whole number in international form, for those who type or paste all of it: its last four digits are used. */
const PHONE_DIGITS_MAX = 15;
const PHONE_LAST_DIGITS = 4;
const PHONE_PROBLEM = 'Shkruani katër shifrat e fundit të numrit tuaj të telefonit (p.sh. 5111).';

/**
 * /gjurmo: a client without the QR code finds the repair by ticket code and phone. The code is taken as
 * people write it ("#A99B0E" as the app shows it, lower case, spaces); a mistake is said once, under its field.
 */
export default function TrackingLookupPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '', phone: '' },
    validate: {
      code: (value) => requiredRule(value) ?? (parseTicketCode(value) ? null : TICKET_CODE_PROBLEM),
      phone: (value) => requiredRule(value) ?? (value.length >= PHONE_LAST_DIGITS ? null : PHONE_PROBLEM),
    },
    onValuesChange: () => setFailure(null),
  });

  const submit = form.onSubmit(async ({ code, phone }) => {
    setBusy(true);
    try {
      const { token } = await publicApi.lookup({
        code: parseTicketCode(code) ?? code,
        phoneLast4: phone.slice(-PHONE_LAST_DIGITS),
      });
      navigate(trackingPath(token));
    } catch (error) {
      // A refused field (the code, the phone's digits) is said under it; anything else under the form.
      if (!showRefusalUnderField(form, error, { phoneLast4: 'phone' }))
        setFailure(apiErrorDetail(error) || TEXTS.networkError);
      setBusy(false);
    }
  });

  return (
    <AuthCard
      title="Gjurmo riparimin"
      subtitle="Shkruani kodin e biletës dhe katër shifrat e fundit të telefonit tuaj."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Kodi i biletës"
            description="6 shkronja e shifra, si në etiketë ose në SMS"
            placeholder="p.sh. #A99B0E"
            withAsterisk
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            {...form.getInputProps('code')}
            onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
          />
          <TextInput
            label="4 shifrat e fundit të telefonit"
            description="Të numrit që i dhatë servisit"
            placeholder="p.sh. 5111"
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('phone')}
            onChange={(event) =>
              form.setFieldValue('phone', event.currentTarget.value.replace(/\D/g, '').slice(0, PHONE_DIGITS_MAX))
            }
          />
          {failure && (
            <Text size="sm" c="red.8" role="alert">
              {failure}
            </Text>
          )}
          <Button type="submit" loading={busy} fullWidth>
            Gjurmo
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
