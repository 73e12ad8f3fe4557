import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EXPORT_KINDS,
  WORKBOOK_EXPORT_KINDS,
  type ExportFormat,
  type ExportKind,
  type WorkbookExportKind,
} from '@repair-shop/contracts';
import { useCsvExport } from '../../hooks/use-csv-export';
import { useKeepsCashFund } from '../../../../hooks/use-keeps-cash-fund';
import { ExportMenu } from '../../../../components/ExportMenu/ExportMenu';
import { monthStart, today } from '../../../../utils/days';
import { dayError, lastDayError, type ExportRangeValues } from './export-range';

export const EXPORT_TITLE = 'Eksporto';

const KIND_LABELS: Record<ExportKind, string> = {
  jobs: 'Punët',
  payments: 'Pagesat',
  parts: 'Pjesët',
  'stock-movements': 'Lëvizjet e stokut',
  'cash-deposits': 'Fondi i arkës',
  sales: 'Shitjet',
};

const isWorkbookKind = (kind: ExportKind): kind is WorkbookExportKind =>
  (WORKBOOK_EXPORT_KINDS as readonly ExportKind[]).includes(kind);

/**
 * The shop's jobs, payments, parts used, stock movements, counter sales and (an Albanian register's) cash over a range of days,
 * as CSV files for Excel or the accountant, some also as Excel workbooks (this month so far to start with).
 * The file is fetched with the token and saved as the server names it.
 */
export function CsvExport() {
  const download = useCsvExport();
  const keepsCashFund = useKeepsCashFund();
  const form = useForm<ExportRangeValues>({
    mode: 'controlled',
    initialValues: { from: monthStart(today()), to: today() },
    validate: { from: dayError, to: lastDayError },
  });
  const running = download.isPending ? download.variables.kind : null;
  // The register's cash is registered with the tax office by Albanian shops only.
  const kinds = EXPORT_KINDS.filter((kind) => kind !== 'cash-deposits' || keepsCashFund);

  const exportFile = (kind: ExportKind, format: ExportFormat = 'csv'): void => {
    if (running !== null || form.validate().hasErrors) return;
    const range = { from: form.values.from, to: form.values.to };
    if (format === 'xlsx' && isWorkbookKind(kind)) download.mutate({ kind, format, range, form });
    else download.mutate({ kind, format: 'csv', range, form });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={EXPORT_TITLE}>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {EXPORT_TITLE}
        </Title>
        <Text size="sm" c="dimmed">
          Skedarë për Excel ose për kontabilistin: punët e pranuara, pagesat, pjesët e përdorura dhe lëvizjet e stokut
          në ditët e zgjedhura{keepsCashFund ? ', si dhe fondi i arkës i regjistruar në tatime' : ''}.
        </Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput type="date" label="Nga data" withAsterisk w={180} {...form.getInputProps('from')} />
          <TextInput type="date" label="Deri më" withAsterisk w={180} {...form.getInputProps('to')} />
        </Group>
        <Group gap="xs" wrap="wrap">
          {kinds.map((kind) =>
            isWorkbookKind(kind) ? (
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
