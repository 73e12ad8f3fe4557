import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CURRENCIES,
  CURRENCY_LABELS,
  FIELD_LIMITS,
  isCurrency,
  type BusinessResponse,
  type Currency,
} from '@repair-shop/contracts';
import { amountToText } from '../../../../utils/amount';
import { parsePriceText } from '../../../../utils/price';
import { useSaveBusinessSettings, type BusinessSettingsChange } from '../../hooks/use-save-business-settings';
import { startFromSaved } from '../../../../utils/saved-form';

export const MONEY_SETTINGS_SAVED = 'Monedha dhe të dhënat fiskale u ruajtën.';
const SAVE_FAILED = 'Gabim gjatë ruajtjes së monedhës dhe të dhënave fiskale';
export const INVALID_VAT_TEXT = 'Shkruani një përqindje nga 0 deri në 99,99, p.sh. 18';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: CURRENCY_LABELS[currency] }));

interface MoneyValues {
  currency: Currency;
  taxNumber: string;
  /** Empty: the shop does not charge VAT. */
  vatRate: string;
}

/** A VAT rate as typed: empty is none; a comma or a point may separate up to two decimals, below 100. */
export function parseVatRate(text: string): { valid: true; rate: number | null } | { valid: false } {
  const parsed = parsePriceText(text.replace('%', ''));
  if (!parsed.valid) return { valid: false };
  if (parsed.price === null) return { valid: true, rate: null };
  return parsed.price < 100 ? { valid: true, rate: parsed.price } : { valid: false };
}

const valuesOf = (business: BusinessResponse): MoneyValues => ({
  currency: business.currency,
  taxNumber: business.taxNumber ?? '',
  vatRate: business.vatRate === null ? '' : amountToText(business.vatRate),
});

const toChange = (values: MoneyValues): BusinessSettingsChange => {
  const vat = parseVatRate(values.vatRate);
  return {
    currency: values.currency,
    taxNumber: values.taxNumber.trim() || null,
    vatRate: vat.valid ? vat.rate : null,
  };
};

/** "Monedha dhe tatimet": the currency of every price and payment, the fiscal number and the VAT printed on invoices. */
export function MoneySettings({ business }: { business: BusinessResponse }) {
  const save = useSaveBusinessSettings(business, { saved: MONEY_SETTINGS_SAVED, failed: SAVE_FAILED });
  const form = useForm<MoneyValues>({
    mode: 'controlled',
    initialValues: valuesOf(business),
    validate: { vatRate: (value) => (parseVatRate(value).valid ? null : INVALID_VAT_TEXT) },
  });

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate({ request: toChange(values), form }, startFromSaved(form, valuesOf));
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label="Monedha dhe tatimet">
        <Stack gap="sm">
          <Title order={3} fz="lg">
            Monedha dhe tatimet
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
            <Select
              label="Monedha"
              description="Çmimet dhe pagesat e regjistruara nuk konvertohen"
              data={CURRENCY_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('currency')}
              onChange={(value) => isCurrency(value) && form.setFieldValue('currency', value)}
            />
            <TextInput
              label="Numri fiskal (NUI/NIPT/EDB)"
              description="Shtypet në faturë; opsional"
              maxLength={FIELD_LIMITS.taxNumber}
              autoComplete="off"
              {...form.getInputProps('taxNumber')}
            />
            <TextInput
              label="TVSH (%)"
              description="Bosh: pa TVSH"
              inputMode="decimal"
              autoComplete="off"
              placeholder="p.sh. 18"
              {...form.getInputProps('vatRate')}
            />
          </SimpleGrid>
          <Group justify="space-between" gap="sm">
            <Text size="xs" c="dimmed">
              Fatura që printoni nuk është kupon fiskal: kuponin e jep arka fiskale.
            </Text>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Ruaj
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
