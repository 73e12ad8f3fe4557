import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ClientResponse } from '@repair-shop/contracts';

const jobCountText = (count: number) => (count === 1 ? '1 punë' : `${count} punë`);

/** The shop's clients with phone and how many jobs each brought. */
export function ClientList({ clients }: { clients: ClientResponse[] }) {
  return (
    <Paper withBorder radius="md">
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Lista e klientëve">
        {clients.map((client, index) => (
          <Group
            component="li"
            key={`${client.phone}-${index}`}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            px="md"
            py="sm"
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
          >
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {client.name}
              </Text>
              <Text size="sm" c="dimmed">
                {client.phone}
              </Text>
            </div>
            <Badge variant="light" color="indigo" style={{ flexShrink: 0 }}>
              {jobCountText(client.jobCount)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
