import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ClientResponse } from '@repair-shop/contracts';
import { loadFailed, retryProps } from '@repair-shop/web';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { useTopClients } from '../../hooks/use-top-clients';
import { FROM_DASHBOARD_STATE, clientPath } from '../../../../routes';
import { jobCountText } from '../../utils/job-count-text';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';

interface RankingProps {
  title: string;
  empty: string;
  ranking: ReturnType<typeof useTopClients>;
  value: (client: ClientResponse) => string;
}

function Ranking({ title, empty, ranking, value }: RankingProps) {
  const clients = ranking.data;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {title}
        </Title>
        {loadFailed(ranking) ? (
          <LoadFailed what="Renditja" {...retryProps(ranking)} />
        ) : !clients ? (
          <Skeleton h={80} />
        ) : clients.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
            {clients.map((client, index) => (
              <Group component="li" key={client.phoneKey} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" truncate>
                  {index + 1}.{' '}
                  <Anchor component={Link} to={clientPath(client.phoneKey)} state={FROM_DASHBOARD_STATE} inherit>
                    {client.name}
                  </Anchor>
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

/** The top five clients by number of jobs and by money spent on completed jobs, as the server ranks them; each opens their page. */
export function TopClients() {
  const byJobs = useTopClients('jobs');
  const bySpending = useTopClients('spent');
  const formatMoney = useFormatMoney();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Ranking
        title="Klientët me më shumë punë"
        empty="Ende asnjë klient."
        ranking={byJobs}
        value={(client) => jobCountText(client.jobCount)}
      />
      <Ranking
        title="Klientët që kanë shpenzuar më shumë"
        empty="Ende asnjë punë e përfunduar me çmim."
        ranking={bySpending}
        value={(client) => formatMoney(client.totalSpent)}
      />
    </SimpleGrid>
  );
}
