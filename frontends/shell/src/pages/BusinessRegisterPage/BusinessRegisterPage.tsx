import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { isCountry, type BusinessRequest, type Country } from '@repair-shop/contracts';
import {
  AuthCard,
  COUNTRY_OPTIONS,
  TEXTS,
  apiErrorDetail,
  endsSession,
  errorText,
  getToken,
  notifyError,
  notifySuccess,
  queryKeys,
  shopApi,
  useCities,
} from '@repair-shop/web';

export default function BusinessRegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token] = useState(getToken);
  const [businessName, setBusinessName] = useState('');
  const [contactNumber, setContactNumber] = useState('');
  const [country, setCountry] = useState<Country | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const { cities, loading } = useCities(country);

  // An ended session is handled by the shared cache (back to /login, saying why).
  const register = useMutation({
    mutationFn: (business: BusinessRequest) => shopApi.registerBusiness(business),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.business, result.business);
      notifySuccess(result.message || TEXTS.businessRegistered);
      navigate('/dashboard');
    },
    onError: (error) => {
      if (endsSession(error)) return;
      notifyError(errorText(apiErrorDetail(error), TEXTS.businessRegisterFailed));
    },
  });

  useEffect(() => {
    if (!token) notifyError(TEXTS.notLoggedIn);
  }, [token]);

  if (!token) return <Navigate to="/login" replace />;

  const chooseCountry = (value: string | null) => {
    setCountry(isCountry(value) ? value : null);
    setCity(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!country || !city) return;
    register.mutate({ businessName: businessName.trim(), contactNumber: contactNumber.trim(), country, city });
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
          <Button type="submit" loading={register.isPending || register.isSuccess || loading} disabled={!country || !city} fullWidth mt="xs">
            Regjistro biznesin
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
