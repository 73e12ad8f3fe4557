import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthCard, TEXTS, apiErrorDetail, notifyError, publicApi, trackingPath } from '@repair-shop/web';

/** /gjurmo: a client without the QR code finds the repair by ticket code and phone. */
export default function TrackingLookupPage() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [phoneLast4, setPhoneLast4] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { token } = await publicApi.lookup({ code: code.trim(), phoneLast4: phoneLast4.trim() });
      navigate(trackingPath(token));
    } catch (error) {
      notifyError(apiErrorDetail(error) || TEXTS.networkError);
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Gjurmo riparimin" subtitle="Shkruani kodin e biletës dhe katër shifrat e fundit të telefonit tuaj.">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label="Kodi i biletës" placeholder="p.sh. 3F9A1C" required maxLength={6} value={code} onChange={(e) => setCode(e.currentTarget.value.toUpperCase())} />
          <TextInput
            label="4 shifrat e fundit të telefonit"
            required
            inputMode="numeric"
            maxLength={4}
            value={phoneLast4}
            onChange={(e) => setPhoneLast4(e.currentTarget.value.replace(/\D/g, ''))}
          />
          <Button type="submit" loading={busy} fullWidth>
            Gjurmo
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
