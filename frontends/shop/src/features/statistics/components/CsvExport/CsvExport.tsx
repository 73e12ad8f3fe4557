import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EXPORT_KINDS, type ExportFormat, type ExportKind } from '@repair-shop/contracts';
import { useCsvExport } from '../../hooks/use-csv-export';
import { useTableExport } from '../../../../hooks/use-table-export';
import { ExportMenu } from '../../../../components/ExportMenu/ExportMenu';
import { monthStart, today } from '../../../../utils/days';
import { dayError, lastDayError, type ExportRangeValues } from './export-range';

export const EXPORT_TITLE = 'Eksporto';

const KIND_LABELS: Record<ExportKind, string> = { jobs: 'Punët', payments: 'Pagesat', parts: 'Pjesët' };

/**
 * The shop's jobs, payments and parts used over a range of days, as CSV files for Excel or the
 * accountant, the jobs also as an Excel workbook (this month so far to start with). The file is
 * fetched with the token and saved as the server names it.
 */
export function CsvExport() {
  const download = useCsvExport();
  const workbook = useTableExport();
  const form = useForm<ExportRangeValues>({
    mode: 'controlled',
    initialValues: { from: monthStart(today()), to: today() },
    validate: { from: dayError, to: lastDayError },
  });
  const running = download.isPending ? download.variables.kind : workbook.isPending ? 'jobs' : null;

  const exportFile = (kind: ExportKind, format: ExportFormat = 'csv'): void => {
    if (running !== null || form.validate().hasErrors) return;
    const range = { from: form.values.from, to: form.values.to };
    if (format === 'xlsx') workbook.mutate({ what: { table: 'jobs', range }, format, form });
    else download.mutate({ kind, range, form });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={EXPORT_TITLE}>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {EXPORT_TITLE}
        </Title>
        <Text size="sm" c="dimmed">
          Skedarë për Excel ose për kontabilistin: punët e pranuara (CSV ose Excel), pagesat dhe pjesët e përdorura në
          ditët e zgjedhura.
        </Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput type="date" label="Nga data" withAsterisk w={180} {...form.getInputProps('from')} />
          <TextInput type="date" label="Deri më" withAsterisk w={180} {...form.getInputProps('to')} />
        </Group>
        <Group gap="xs" wrap="wrap">
          {EXPORT_KINDS.map((kind) =>
            kind === 'jobs' ? (
              <ExportMenu
                key={kind}
                label={KIND_LABELS[kind]}
                onExport={(format) => exportFile(kind, format)}
                loading={running === kind}
                disabled={running !== null && running !== kind}
              />
            ) : (
              <Button
                key={kind}
                variant="light"
                onClick={() => exportFile(kind)}
                loading={running === kind}
                disabled={running !== null && running !== kind}
              >
                {KIND_LABELS[kind]}
              </Button>
            ),
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
