import { Button, Group, NumberInput, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INTAKE_TERMS_MAX_LENGTH, WARRANTY_DAYS_MAX, type BusinessResponse } from '@repair-shop/contracts';
import { INVALID_WARRANTY_DAYS } from '../../../../utils/warranty-days';
import { useSaveBusinessSettings } from '../../hooks/use-save-business-settings';
import { SUGGESTED_INTAKE_TERMS } from './suggested-terms';
import { startFromSaved } from '../../../../utils/saved-form';

export const INTAKE_TERMS_SAVED = 'Kushtet e servisit u ruajtën.';
const SAVE_FAILED = 'Gabim gjatë ruajtjes së kushteve të servisit';

interface TermsValues {
  terms: string;
  /** NumberInput leaves '' when emptied. */
  warrantyDays: number | string;
  trackingShowsReadyEstimate: boolean;
}

const valuesOf = (business: BusinessResponse): TermsValues => ({
  terms: business.intakeTerms ?? '',
  warrantyDays: business.warrantyDays,
  trackingShowsReadyEstimate: business.trackingShowsReadyEstimate,
});

/**
 * "Kushtet e servisit": what a client signs under when leaving a device, shown on the signature screen and
 * printed on the intake receipt (a signature keeps the terms as they read when it was given), the
 * warranty days each new job starts with, and whether the client's tracking page says when the repair is expected ready.
 */
export function IntakeTermsSettings({ business }: { business: BusinessResponse }) {
  const save = useSaveBusinessSettings(business, { saved: INTAKE_TERMS_SAVED, failed: SAVE_FAILED });
  const form = useForm<TermsValues>({
    mode: 'controlled',
    initialValues: valuesOf(business),
    validate: {
      warrantyDays: (value) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= WARRANTY_DAYS_MAX
          ? null
          : INVALID_WARRANTY_DAYS,
    },
  });

  const submit = form.onSubmit(({ terms, warrantyDays, trackingShowsReadyEstimate }) => {
    if (save.isPending) return;
    save.mutate(
      {
        request: { intakeTerms: terms.trim() || null, warrantyDays: Number(warrantyDays), trackingShowsReadyEstimate },
        form,
        names: { intakeTerms: 'terms' },
      },
      startFromSaved(form, valuesOf),
    );
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label="Kushtet e servisit">
        <Stack gap="sm">
          <Title order={3} fz="lg">
            Kushtet e servisit dhe garancia
          </Title>
          <Text size="sm" c="dimmed">
            Klienti i lexon dhe i nënshkruan kur lë pajisjen; shtypen në fletëpranim. Çdo nënshkrim ruan kushtet siç
            ishin kur u nënshkrua.
          </Text>
          <Textarea
            autosize
            minRows={4}
            maxRows={12}
            maxLength={INTAKE_TERMS_MAX_LENGTH}
            aria-label="Teksti i kushteve"
            {...form.getInputProps('terms')}
          />
          <NumberInput
            label="Garancia për punët e reja (ditë)"
            description="Fillon kur pajisja dorëzohet dhe shtypet në faturë; mund të ndryshohet te çdo punë."
            min={0}
            max={WARRANTY_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            maw={320}
            {...form.getInputProps('warrantyDays')}
          />
          <Switch
            label="Trego te faqja e klientit kur pritet gati riparimi"
            description="Parashikuar nga historia e dyqanit për punë të ngjashme; shtypet edhe në fletëpranim."
            {...form.getInputProps('trackingShowsReadyEstimate', { type: 'checkbox' })}
          />
          <Group justify="space-between" gap="sm">
            {form.values.terms.trim() === '' ? (
              <Button variant="subtle" size="xs" onClick={() => form.setFieldValue('terms', SUGGESTED_INTAKE_TERMS)}>
                Përdor një tekst të propozuar
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Ruaj
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
