import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { WorkerResponse } from '@repair-shop/contracts';
import { initials } from '@repair-shop/web';
import { fullName } from '@repair-shop/web';

const activeJobsText = (count: number) => (count === 1 ? '1 punë aktive' : `${count} punë aktive`);

/** Each worker with phone and the number of jobs not completed yet. */
export function WorkerList({ workers }: { workers: WorkerResponse[] }) {
  return (
    <Paper withBorder radius="md">
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Lista e punëtorëve">
        {workers.map((worker, index) => (
          <Group
            component="li"
            key={worker.id}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            px="md"
            py="sm"
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
          >
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Avatar color="indigo" radius="xl" aria-hidden>
                {initials(worker.firstName, worker.lastName)}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {fullName(worker)}
                </Text>
                <Text size="sm" c="dimmed">
                  {worker.phoneNumber}
                </Text>
              </div>
            </Group>
            <Badge variant="light" color={worker.activeJobCount > 0 ? 'indigo' : 'gray'} style={{ flexShrink: 0 }}>
              {activeJobsText(worker.activeJobCount)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
