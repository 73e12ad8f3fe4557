import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClientResponse } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';
import { topByJobs, topBySpending } from '../../utils/top-clients';

interface RankingProps {
  title: string;
  empty: string;
  clients: ClientResponse[];
  value: (client: ClientResponse) => string;
}

function Ranking({ title, empty, clients, value }: RankingProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {title}
        </Title>
        {clients.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
            {clients.map((client, index) => (
              <Group component="li" key={client.phone} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" truncate>
                  {index + 1}. {client.name}
                </Text>
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {value(client)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** Top clients by number of jobs and by money spent on completed jobs. */
export function TopClients({ clients }: { clients: ClientResponse[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Ranking
        title="Klientët me më shumë punë"
        empty="Ende asnjë klient."
        clients={topByJobs(clients)}
        value={(client) => (client.jobCount === 1 ? '1 punë' : `${client.jobCount} punë`)}
      />
      <Ranking
        title="Klientët që kanë shpenzuar më shumë"
        empty="Ende asnjë punë e përfunduar me çmim."
        clients={topBySpending(clients)}
        value={(client) => formatMoney(client.totalSpent)}
      />
    </SimpleGrid>
  );
}
