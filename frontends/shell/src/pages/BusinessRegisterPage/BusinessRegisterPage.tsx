import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { isCountry, type Country } from '@repair-shop/contracts';
import { ApiRequestError, COUNTRY_OPTIONS, TEXTS, errorText, getToken, shopApi, useCities } from '@repair-shop/web';
import { AuthCard } from '@repair-shop/web';
import { notifyError, notifySuccess } from '@repair-shop/web';

export default function BusinessRegisterPage() {
  const navigate = useNavigate();
  const [token] = useState(getToken);
  const [businessName, setBusinessName] = useState('');
  const [contactNumber, setContactNumber] = useState('');
  const [country, setCountry] = useState<Country | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { cities, loading } = useCities(country);

  useEffect(() => {
    if (!token) notifyError(TEXTS.notLoggedIn);
  }, [token]);

  if (!token) return <Navigate to="/login" replace />;

  const chooseCountry = (value: string | null) => {
    setCountry(isCountry(value) ? value : null);
    setCity(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!country || !city) return;
    setBusy(true);
    try {
      const result = await shopApi.registerBusiness({ businessName: businessName.trim(), contactNumber: contactNumber.trim(), country, city });
      notifySuccess(result.message || TEXTS.businessRegistered);
      navigate('/dashboard');
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.status === 401) {
        notifyError(TEXTS.sessionExpired);
        navigate('/login');
        return;
      }
      notifyError(errorText(error instanceof ApiRequestError ? error.detail : null, TEXTS.businessRegisterFailed));
    }
  };

  return (
    <AuthCard title="Regjistro biznesin" subtitle="Të dhënat e servisit tuaj shfaqen në etiketa dhe fatura">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label="Emri i biznesit" required value={businessName} onChange={(e) => setBusinessName(e.currentTarget.value)} />
          <TextInput label="Numri kontaktues" type="tel" required value={contactNumber} onChange={(e) => setContactNumber(e.currentTarget.value)} />
          <Select label="Shteti" placeholder="Zgjidhni shtetin" required data={COUNTRY_OPTIONS} value={country} onChange={chooseCountry} allowDeselect={false} />
          {cities.length > 0 && (
            <Select
              label="Qyteti"
              placeholder="Zgjidhni qytetin"
              required
              searchable
              data={cities}
              value={city}
              onChange={setCity}
              nothingFoundMessage="Nuk u gjet asnjë qytet"
            />
          )}
          <Button type="submit" loading={busy || loading} disabled={!country || !city} fullWidth mt="xs">
            Regjistro biznesin
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
