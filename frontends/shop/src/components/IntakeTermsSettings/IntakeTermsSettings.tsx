import { Button, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INTAKE_TERMS_MAX_LENGTH, WARRANTY_DAYS_MAX, type BusinessResponse } from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../hooks/use-api-failure';
import { INVALID_WARRANTY_DAYS } from '../../utils/warranty-days';
import { SUGGESTED_INTAKE_TERMS } from './suggested-terms';

export const INTAKE_TERMS_SAVED = 'Kushtet e servisit u ruajtën.';

interface TermsValues {
  terms: string;
  /** NumberInput leaves '' when emptied. */
  warrantyDays: number | string;
}

const valuesOf = (business: BusinessResponse): TermsValues => ({ terms: business.intakeTerms ?? '', warrantyDays: business.warrantyDays });

/**
 * "Kushtet e servisit": what a client signs under when leaving a device, shown on the signature screen and
 * printed on the intake receipt (a signature keeps the terms as they read when it was given), and the
 * warranty days each new job starts with.
 */
export function IntakeTermsSettings({ business }: { business: BusinessResponse }) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  const form = useForm<TermsValues>({
    mode: 'controlled',
    initialValues: valuesOf(business),
    validate: {
      warrantyDays: (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= WARRANTY_DAYS_MAX ? null : INVALID_WARRANTY_DAYS),
    },
  });

  const save = useMutation({
    // PUT /business takes the whole business: its other details are sent as they are.
    mutationFn: ({ terms, warrantyDays }: TermsValues) =>
      shopApi.updateBusiness({
        businessName: business.businessName,
        contactNumber: business.contactNumber,
        country: business.country,
        city: business.city,
        intakeTerms: terms.trim() || null,
        warrantyDays: Number(warrantyDays),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.business, saved);
      form.setInitialValues(valuesOf(saved));
      form.setValues(valuesOf(saved));
      notifySuccess(INTAKE_TERMS_SAVED);
    },
    onError: (error) => fail(error, 'Gabim gjatë ruajtjes së kushteve të servisit'),
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit((values) => {
        if (!save.isPending) save.mutate(values);
      })} noValidate aria-label="Kushtet e servisit">
        <Stack gap="sm">
          <Title order={3} fz="lg">
            Kushtet e servisit dhe garancia
          </Title>
          <Text size="sm" c="dimmed">
            Klienti i lexon dhe i nënshkruan kur lë pajisjen; shtypen në fletëpranim. Çdo nënshkrim ruan kushtet siç ishin kur u nënshkrua.
          </Text>
          <Textarea autosize minRows={4} maxRows={12} maxLength={INTAKE_TERMS_MAX_LENGTH} aria-label="Teksti i kushteve" {...form.getInputProps('terms')} />
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
