import { Paper, SimpleGrid } from '@mantine/core';
import { formatMoney, type ClientDetailResponse } from '@repair-shop/contracts';
import { formatDate } from '@repair-shop/web';
import { Figure } from '../../../../components/Figure/Figure';
import { BALANCE_DUE } from '../../../../components/MoneyFigures/MoneyFigures';

/** The client at a glance, as the server summed it: jobs, first and last visit, what they spent, what they still owe. */
export function ClientFigures({ client }: { client: ClientDetailResponse }) {
  const money = (amount: number) => formatMoney(amount, client.currency);
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="md">
        <Figure size="lg" label="Punë" value={String(client.jobCount)} />
        <Figure size="lg" label="Vizita e parë" value={client.firstJobAt ? formatDate(client.firstJobAt) : '—'} />
        <Figure size="lg" label="Vizita e fundit" value={client.lastJobAt ? formatDate(client.lastJobAt) : '—'} />
        <Figure size="lg" label="Shpenzuar" value={money(client.totalSpent)} />
        <Figure
          size="lg"
          label={BALANCE_DUE}
          value={money(client.balanceDue)}
          color={client.balanceDue > 0 ? 'orange.8' : 'teal.7'}
        />
      </SimpleGrid>
    </Paper>
  );
}
