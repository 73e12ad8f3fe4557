import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatMoney, type ClientDetailResponse } from '@repair-shop/contracts';
import { formatDate } from '@repair-shop/web';
import { BALANCE_DUE } from '../MoneyFigures/MoneyFigures';

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div role="group" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="lg" fw={700} c={color}>
        {value}
      </Text>
    </div>
  );
}

/** The client at a glance, as the server summed it: jobs, first and last visit, what they spent, what they still owe. */
export function ClientFigures({ client }: { client: ClientDetailResponse }) {
  const money = (amount: number) => formatMoney(amount, client.currency);
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="md">
        <Figure label="Punë" value={String(client.jobCount)} />
        <Figure label="Vizita e parë" value={client.firstJobAt ? formatDate(client.firstJobAt) : '—'} />
        <Figure label="Vizita e fundit" value={client.lastJobAt ? formatDate(client.lastJobAt) : '—'} />
        <Figure label="Shpenzuar" value={money(client.totalSpent)} />
        <Figure label={BALANCE_DUE} value={money(client.balanceDue)} color={client.balanceDue > 0 ? 'orange.8' : 'teal.7'} />
      </SimpleGrid>
    </Paper>
  );
}
