import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INTAKE_TERMS_MAX_LENGTH, type BusinessResponse } from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../hooks/use-api-failure';
import { SUGGESTED_INTAKE_TERMS } from './suggested-terms';

export const INTAKE_TERMS_SAVED = 'Kushtet e servisit u ruajtën.';

/**
 * "Kushtet e servisit": what a client signs under when leaving a device, shown on the signature screen and
 * printed on the intake receipt. A signature keeps the terms as they read when it was given.
 */
export function IntakeTermsSettings({ business }: { business: BusinessResponse }) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  const form = useForm({ mode: 'controlled', initialValues: { terms: business.intakeTerms ?? '' } });

  const save = useMutation({
    // PUT /business takes the whole business: its other details are sent as they are.
    mutationFn: (terms: string) =>
      shopApi.updateBusiness({
        businessName: business.businessName,
        contactNumber: business.contactNumber,
        country: business.country,
        city: business.city,
        intakeTerms: terms.trim() || null,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.business, saved);
      form.setInitialValues({ terms: saved.intakeTerms ?? '' });
      form.setValues({ terms: saved.intakeTerms ?? '' });
      notifySuccess(INTAKE_TERMS_SAVED);
    },
    onError: (error) => fail(error, 'Gabim gjatë ruajtjes së kushteve të servisit'),
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit(({ terms }) => {
        if (!save.isPending) save.mutate(terms);
      })} noValidate aria-label="Kushtet e servisit">
        <Stack gap="sm">
          <Title order={3} fz="lg">
            Kushtet e servisit
          </Title>
          <Text size="sm" c="dimmed">
            Klienti i lexon dhe i nënshkruan kur lë pajisjen; shtypen në fletëpranim. Çdo nënshkrim ruan kushtet siç ishin kur u nënshkrua.
          </Text>
          <Textarea autosize minRows={4} maxRows={12} maxLength={INTAKE_TERMS_MAX_LENGTH} aria-label="Teksti i kushteve" {...form.getInputProps('terms')} />
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
