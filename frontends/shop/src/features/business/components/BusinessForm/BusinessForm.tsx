import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isCountry, type BusinessResponse, type Country } from '@repair-shop/contracts';
import { COUNTRY_OPTIONS, requiredRule, useCities } from '@repair-shop/web';
import { useSaveBusinessSettings } from '../../hooks/use-save-business-settings';

interface Props {
  business: BusinessResponse;
  onSaved: () => void;
  onCancel: () => void;
}

const SAVED = 'Të dhënat e biznesit u ruajtën me sukses!';
const SAVE_FAILED = 'Gabim gjatë ruajtjes së të dhënave të biznesit';

/** The form's fields: no city once another country is chosen, until one of its cities is. */
interface BusinessValues {
  businessName: string;
  contactNumber: string;
  country: Country;
  city: string | null;
}

const RULES = { businessName: requiredRule, contactNumber: requiredRule, city: requiredRule };

/** Edits the business's details; the cities follow the chosen country. */
export function BusinessForm({ business, onSaved, onCancel }: Props) {
  const form = useForm<BusinessValues>({
    mode: 'controlled',
    initialValues: {
      businessName: business.businessName,
      contactNumber: business.contactNumber,
      country: business.country,
      city: business.city,
    },
    validate: RULES,
  });
  const { country } = form.values;
  const { cities, loading } = useCities(country);
  const save = useSaveBusinessSettings(business, { saved: SAVED, failed: SAVE_FAILED });

  const chooseCountry = (value: string | null) => {
    if (!isCountry(value) || value === country) return;
    form.setFieldValue('country', value);
    // The city chosen was the other country's; a city still to choose stays marked.
    if (form.values.city !== null) form.setFieldValue('city', null);
  };

  const submit = form.onSubmit((values) => {
    if (save.isPending || !values.city) return;
    save.mutate(
      {
        request: {
          businessName: values.businessName.trim(),
          contactNumber: values.contactNumber.trim(),
          country: values.country,
          city: values.city,
        },
        form,
      },
      { onSuccess: onSaved },
    );
  });
  const busy = save.isPending;

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate aria-label="Ndrysho të dhënat e biznesit">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput label="Emri i biznesit" withAsterisk {...form.getInputProps('businessName')} />
            <TextInput label="Numri kontaktues" type="tel" withAsterisk {...form.getInputProps('contactNumber')} />
            <Select
              label="Shteti"
              withAsterisk
              data={COUNTRY_OPTIONS}
              value={country}
              onChange={chooseCountry}
              allowDeselect={false}
            />
            <Select
              label="Qyteti"
              placeholder={loading ? 'Duke ngarkuar qytetet…' : 'Zgjidhni qytetin'}
              withAsterisk
              searchable
              data={cities}
              {...form.getInputProps('city')}
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
