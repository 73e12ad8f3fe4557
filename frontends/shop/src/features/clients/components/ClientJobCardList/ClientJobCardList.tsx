import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ClientJobResponse, Currency } from '@repair-shop/contracts';
import { formatDate, formatMoney } from '@repair-shop/web';
import { ClientJobBalance, openJobLabel } from '../ClientJobBalance/ClientJobBalance';
import { StatusBadge } from '../../../../components/StatusBadge/StatusBadge';

interface Props {
  jobs: ClientJobResponse[];
  currency: Currency;
  onOpen: (job: ClientJobResponse) => void;
}

/** A page of the client's jobs as stacked cards (phones), with the same facts as the table. */
export function ClientJobCardList({ jobs, currency, onOpen }: Props) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Punët e klientit">
      {jobs.map((job) => (
        <Paper component="li" key={job.id} withBorder p="sm" radius="md">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {job.deviceModel}
                </Text>
                <Text size="xs" c="dimmed">
                  #{job.ticketCode} · {formatDate(job.createdAt)}
                </Text>
              </div>
              <StatusBadge status={job.status} style={{ flexShrink: 0 }} />
            </Group>
            <Text size="sm" lineClamp={2}>
              {job.workDescription}
            </Text>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="md" wrap="wrap">
                <Text size="sm">Totali {formatMoney(job.total, currency)}</Text>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">Mbetja</Text>
                  <ClientJobBalance job={job} currency={currency} />
                </Group>
              </Group>
              <Button size="xs" variant="light" onClick={() => onOpen(job)} aria-label={openJobLabel(job)}>
                Shiko
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
