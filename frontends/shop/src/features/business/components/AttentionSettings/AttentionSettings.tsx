import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ATTENTION_DAYS_MAX, ATTENTION_DAYS_MIN, type BusinessResponse } from '@repair-shop/contracts';
import { useSaveBusinessSettings } from '../../hooks/use-save-business-settings';
import { startFromSaved } from '../../../../utils/saved-form';

export const ATTENTION_SETTINGS_SAVED = 'Ditët e kujtesave u ruajtën.';
const SAVE_FAILED = 'Gabim gjatë ruajtjes së ditëve të kujtesave';
export const INVALID_ATTENTION_DAYS = `Shkruani një numër të plotë ditësh, nga ${ATTENTION_DAYS_MIN} deri në ${ATTENTION_DAYS_MAX}.`;

interface AttentionValues {
  /** NumberInput leaves '' when emptied. */
  uncollectedAfterDays: number | string;
  idleAfterDays: number | string;
}

const valuesOf = (business: BusinessResponse): AttentionValues => ({
  uncollectedAfterDays: business.uncollectedAfterDays,
  idleAfterDays: business.idleAfterDays,
});

const validDays = (value: number | string): string | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= ATTENTION_DAYS_MIN && value <= ATTENTION_DAYS_MAX
    ? null
    : INVALID_ATTENTION_DAYS;

/** "Kërkon vëmendje": after how many days a device ready and not collected, or a repair nobody touched, is listed on the home tab. */
export function AttentionSettings({ business }: { business: BusinessResponse }) {
  const save = useSaveBusinessSettings(business, { saved: ATTENTION_SETTINGS_SAVED, failed: SAVE_FAILED });
  const form = useForm<AttentionValues>({
    mode: 'controlled',
    initialValues: valuesOf(business),
    validate: { uncollectedAfterDays: validDays, idleAfterDays: validDays },
  });

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      {
        request: {
          uncollectedAfterDays: Number(values.uncollectedAfterDays),
          idleAfterDays: Number(values.idleAfterDays),
        },
        form,
      },
      startFromSaved(form, valuesOf),
    );
  });

  const dayInput = {
    min: ATTENTION_DAYS_MIN,
    max: ATTENTION_DAYS_MAX,
    allowDecimal: false,
    allowNegative: false,
    clampBehavior: 'none' as const,
    suffix: ' ditë',
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label="Kërkon vëmendje">
        <Stack gap="sm">
          <Title order={3} fz="lg">
            Kërkon vëmendje
          </Title>
          <Text size="sm" c="dimmed">
            Ballina liston punët që presin shumë, me një kujtesë për klientin me SMS, Viber ose WhatsApp.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label="Gati, pa u marrë"
              description="Pas sa ditësh që pajisja është gati"
              {...dayInput}
              {...form.getInputProps('uncollectedAfterDays')}
            />
            <NumberInput
              label="Në proces, pa lëvizje"
              description="Pas sa ditësh pa asnjë shënim në historinë e punës"
              {...dayInput}
              {...form.getInputProps('idleAfterDays')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Ruaj
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
