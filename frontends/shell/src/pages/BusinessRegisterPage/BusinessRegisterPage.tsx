import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { isCountry, roleMay, type BusinessRequest, type Country } from '@repair-shop/contracts';
import {
  AuthCard,
  COUNTRY_OPTIONS,
  TEXTS,
  apiErrorDetail,
  endsSession,
  errorText,
  getStoredUser,
  getToken,
  notifyError,
  notifySuccess,
  queryKeys,
  requiredRule,
  shopApi,
  showRefusalUnderField,
  useCities,
} from '@repair-shop/web';

export default function BusinessRegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token] = useState(getToken);
  const [user] = useState(getStoredUser);
  const form = useForm<{ businessName: string; contactNumber: string; country: Country | null; city: string | null }>({
    mode: 'controlled',
    initialValues: { businessName: '', contactNumber: '', country: null, city: null },
    validate: { businessName: requiredRule, contactNumber: requiredRule, country: requiredRule, city: requiredRule },
  });
  const { country } = form.values;
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
      if (endsSession(error) || showRefusalUnderField(form, error)) return;
      notifyError(errorText(apiErrorDetail(error), TEXTS.businessRegisterFailed));
    },
  });

  useEffect(() => {
    if (!token) notifyError(TEXTS.notLoggedIn);
  }, [token]);

  if (!token) return <Navigate to="/login" replace />;
  // A manager or a technician works in a business already registered: only its owner registers one.
  if (user?.role && !roleMay(user.role, 'registerBusiness')) return <Navigate to="/dashboard" replace />;

  const chooseCountry = (value: string | null) => {
    form.setFieldValue('country', isCountry(value) ? value : null);
    form.setFieldValue('city', null);
  };

  const submit = form.onSubmit((values) => {
    if (!values.country || !values.city) return;
    register.mutate({
      businessName: values.businessName.trim(),
      contactNumber: values.contactNumber.trim(),
      country: values.country,
      city: values.city,
    });
  });

  return (
    <AuthCard title="Regjistro biznesin" subtitle="Të dhënat e servisit tuaj shfaqen në etiketa dhe fatura">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Emri i biznesit" withAsterisk {...form.getInputProps('businessName')} />
          <TextInput label="Numri kontaktues" type="tel" withAsterisk {...form.getInputProps('contactNumber')} />
          <Select
            label="Shteti"
            placeholder="Zgjidhni shtetin"
            withAsterisk
            data={COUNTRY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('country')}
            onChange={chooseCountry}
          />
          {cities.length > 0 && (
            <Select
              label="Qyteti"
              placeholder="Zgjidhni qytetin"
              withAsterisk
              searchable
              data={cities}
              nothingFoundMessage="Nuk u gjet asnjë qytet"
              {...form.getInputProps('city')}
            />
          )}
          <Button type="submit" loading={register.isPending || register.isSuccess || loading} fullWidth mt="xs">
            Regjistro biznesin
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
