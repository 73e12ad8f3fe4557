import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Currency, PaymentResponse } from '@repair-shop/contracts';
import { jobPrintJobsQuery } from '@repair-shop/web';
import { usePrintStations } from '../../hooks/use-print-stations';
import { useMay } from '../../../../hooks/use-role';
import { TAB_PATHS } from '../../../../routes';
import { PrinterIcon } from '../../../../components/Icons/icons';
import { PrintJobStates } from '../PrintJobStates/PrintJobStates';
import { SendToPrinterDialog } from '../SendToPrinterDialog/SendToPrinterDialog';

interface Props {
  jobId: string;
  payments: PaymentResponse[];
  currency: Currency;
}

/**
 * "Dërgo në printer" and what became of the documents sent, asked again while one waits or prints.
 * Without a station nothing, but a hint for those who add stations (the owner and managers).
 */
export function JobPrinting({ jobId, payments, currency }: Props) {
  const addsStations = useMay('managePrintStations');
  const stations = usePrintStations();
  const hasStations = (stations.data?.length ?? 0) > 0;
  const printJobs = useQuery({ ...jobPrintJobsQuery(jobId), enabled: hasStations });
  const [opened, dialog] = useDisclosure(false);

  if (!stations.data) return null;
  if (!hasStations) {
    if (!addsStations) return null;
    return (
      <Text size="sm" c="dimmed">
        Për t’i dërguar dokumentet e punës te printeri i banakut nga çdo telefon, shtoni një printer te{' '}
        <Anchor component={Link} to={TAB_PATHS.biznesi} size="sm">
          «Biznesi» → «Printerët»
        </Anchor>
        .
      </Text>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Printimi në banak">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>Printeri i banakut</Text>
          <Button leftSection={<PrinterIcon />} onClick={dialog.open}>
            Dërgo në printer
          </Button>
        </Group>
        <PrintJobStates printJobs={printJobs.data ?? []} />
      </Stack>
      <SendToPrinterDialog
        opened={opened}
        onClose={dialog.close}
        jobId={jobId}
        stations={stations.data}
        payments={payments}
        currency={currency}
      />
    </Paper>
  );
}
