import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COUNTRIES, COUNTRY_LABELS, FIELD_LIMITS, isCountry, type FiscalProfileResponse } from '@repair-shop/contracts';
import { useSaveFiscalProfile } from '../../hooks/use-fiscal-profile';
import { requestOf, validateFiscal, valuesOf, type FiscalValues } from './fiscal-form-values';
import { startFromSaved } from '../../../../utils/saved-form';

export const TCR_CODE_HINT = 'Lëreni bosh dhe Servisi e regjistron arkën te CIS';

export const NOT_FISCAL_TEXT =
  'Në Maqedoninë e Veriut kuponët fiskalë i jep arka fiskale e certifikuar: kuponët dhe faturat që printon Servisi nuk janë fiskalë.';

/** The country and its identifiers with the tax office. */
export function FiscalProfileForm({ profile }: { profile: FiscalProfileResponse }) {
  const save = useSaveFiscalProfile();
  const form = useForm<FiscalValues>({
    mode: 'controlled',
    initialValues: valuesOf(profile),
    validate: validateFiscal,
  });
  const country = form.getValues().country;

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate({ request: requestOf(values), form }, startFromSaved(form, valuesOf));
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Të dhënat e fiskalizimit">
      <Stack gap="sm">
        <Radio.Group
          label="Shteti i fiskalizimit"
          withAsterisk
          {...form.getInputProps('country')}
          onChange={(value) => isCountry(value) && form.setFieldValue('country', value)}
        >
          <Group gap="md" mt={4}>
            {COUNTRIES.map((option) => (
              <Radio key={option} value={option} label={COUNTRY_LABELS[option]} />
            ))}
          </Group>
        </Radio.Group>
        {country === 'albania' && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label="NIPT"
              withAsterisk
              placeholder="p.sh. K12345678L"
              maxLength={FIELD_LIMITS.taxNumber}
              autoComplete="off"
              {...form.getInputProps('nipt')}
            />
            <TextInput
              label="Kodi i njësisë së biznesit"
              description="Nga portali e-Albania, te njësitë e biznesit"
              withAsterisk
              placeholder="p.sh. ab123cd456"
              maxLength={FIELD_LIMITS.fiscalCode}
              autoComplete="off"
              {...form.getInputProps('businessUnitCode')}
            />
            <TextInput
              label="Kodi i arkës (TCR)"
              description={TCR_CODE_HINT}
              placeholder="p.sh. ab123cd456"
              maxLength={FIELD_LIMITS.fiscalCode}
              autoComplete="off"
              {...form.getInputProps('tcrCode')}
            />
            <TextInput
              label="Kodi i operatorit (pronari)"
              description="Kodi i arkëtarit në sistemin e tatimeve; pa të faturat nuk fiskalizohen"
              placeholder="p.sh. ab123cd456"
              maxLength={FIELD_LIMITS.fiscalCode}
              autoComplete="off"
              {...form.getInputProps('operatorCode')}
            />
          </SimpleGrid>
        )}
        {country === 'kosovo' && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label="NUI"
              description="Numri unik identifikues i biznesit"
              withAsterisk
              inputMode="numeric"
              maxLength={FIELD_LIMITS.taxNumber}
              autoComplete="off"
              {...form.getInputProps('nui')}
            />
            <TextInput
              label="Numri i fiskalizimit"
              description="Nga ATK, me regjistrimin e softuerit"
              withAsterisk
              inputMode="numeric"
              maxLength={FIELD_LIMITS.taxNumber}
              autoComplete="off"
              {...form.getInputProps('fiscalizationNumber')}
            />
            <TextInput
              label="Numri i njësisë (degës)"
              withAsterisk
              inputMode="numeric"
              maxLength={FIELD_LIMITS.fiscalCode}
              autoComplete="off"
              {...form.getInputProps('branchId')}
            />
          </SimpleGrid>
        )}
        {country === 'north_macedonia' && <Text size="sm">{NOT_FISCAL_TEXT}</Text>}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Ruaj
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
