import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isCountry, type BusinessRequest, type BusinessResponse, type Country } from '@repair-shop/contracts';
import { COUNTRY_OPTIONS, queryKeys, shopApi, useCities } from '@repair-shop/web';
import { useApiFailure } from '../../hooks/use-api-failure';
import { useFormValues } from '../../hooks/use-form-values';
import { notifySuccess } from '@repair-shop/web';
import { REQUIRED_TEXT, trimmed } from '../../utils/required-fields';

interface Props {
  business: BusinessResponse;
  onSaved: () => void;
  onCancel: () => void;
}

const SAVED = 'Të dhënat e biznesit u ruajtën me sukses!';
const SAVE_FAILED = 'Gabim gjatë ruajtjes së të dhënave të biznesit';

/** Edits the business (PUT /business); the cities follow the chosen country. */
export function BusinessForm({ business, onSaved, onCancel }: Props) {
  const form = useFormValues({ businessName: business.businessName, contactNumber: business.contactNumber });
  const [country, setCountry] = useState<Country>(business.country);
  const [city, setCity] = useState<string | null>(business.city);
  const [cityError, setCityError] = useState<string | null>(null);
  const { cities, loading } = useCities(country);
  const fail = useApiFailure();
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: (changed: BusinessRequest) => shopApi.updateBusiness(changed),
    onSuccess: (saved) => {
      // The answer is the business as saved: nothing to ask again.
      queryClient.setQueryData(queryKeys.business, saved);
      notifySuccess(SAVED);
      onSaved();
    },
    onError: (error) => fail(error, SAVE_FAILED),
  });

  const chooseCountry = (value: string | null) => {
    if (!isCountry(value) || value === country) return;
    setCountry(value);
    setCity(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fieldsOk = form.validate(['businessName', 'contactNumber']);
    setCityError(city ? null : REQUIRED_TEXT);
    if (save.isPending || !fieldsOk || !city) return;
    save.mutate({ ...trimmed(form.values), country, city });
  };
  const busy = save.isPending;

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate aria-label="Ndrysho të dhënat e biznesit">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput label="Emri i biznesit" withAsterisk {...form.inputProps('businessName')} />
            <TextInput label="Numri kontaktues" type="tel" withAsterisk {...form.inputProps('contactNumber')} />
            <Select label="Shteti" withAsterisk data={COUNTRY_OPTIONS} value={country} onChange={chooseCountry} allowDeselect={false} />
            <Select
              label="Qyteti"
              placeholder={loading ? 'Duke ngarkuar qytetet…' : 'Zgjidhni qytetin'}
              withAsterisk
              searchable
              data={cities}
              value={city}
              onChange={(value) => {
                setCity(value);
                setCityError(null);
              }}
              error={cityError}
              disabled={loading && cities.length === 0}
              nothingFoundMessage="Nuk u gjet asnjë qytet"
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Anulo
            </Button>
            <Button type="submit" loading={busy}>
              Ruaj ndryshimet
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
