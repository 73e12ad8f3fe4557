import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ClientResponse } from '@repair-shop/contracts';
import { formatDate } from '@repair-shop/web';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { FROM_DASHBOARD_STATE, clientPath } from '../../../../routes';
import { jobCountText } from '../../utils/job-count-text';
import { CardItem, CardList } from '../../../../components/CardList/CardList';

/** The clients of one page as cards (phones), with what ClientTable shows; the name opens the client's page. */
export function ClientCards({ clients }: { clients: ClientResponse[] }) {
  const formatMoney = useFormatMoney();
  return (
    <CardList label="Lista e klientëve">
      {clients.map((client) => (
        <CardItem key={client.phoneKey}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Anchor
                component={Link}
                to={clientPath(client.phoneKey)}
                state={FROM_DASHBOARD_STATE}
                fw={600}
                style={{ minWidth: 0 }}
              >
                {client.name}
              </Anchor>
              <Badge variant="light" color="indigo" style={{ flexShrink: 0 }}>
                {jobCountText(client.jobCount)}
              </Badge>
            </Group>
            <Text size="sm">{client.phone}</Text>
            {client.note && (
              <Text size="xs" c="dimmed">
                {client.note}
              </Text>
            )}
            <Group gap="md" wrap="wrap">
              <Text size="sm">Shpenzuar {formatMoney(client.totalSpent)}</Text>
              <Text size="sm" c="dimmed">
                Puna e fundit {client.lastJobAt ? formatDate(client.lastJobAt) : '—'}
              </Text>
            </Group>
          </Stack>
        </CardItem>
      ))}
    </CardList>
  );
}
