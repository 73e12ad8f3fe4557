import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { STAFF_ROLE_LABELS, type WorkerResponse } from '@repair-shop/contracts';
import { fullName, initials } from '@repair-shop/web';
import type { ReactNode } from 'react';

const activeJobsText = (count: number) => (count === 1 ? '1 punë aktive' : `${count} punë aktive`);

interface Props {
  workers: WorkerResponse[];
  /** What can be done with each worker (the owner's and the manager's); nothing for a technician. */
  actions?: (worker: WorkerResponse) => ReactNode;
}

/** Each worker with phone, login and role, and the number of jobs not completed yet. */
export function WorkerList({ workers, actions }: Props) {
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
            opacity={worker.active ? 1 : 0.6}
            aria-label={fullName(worker)}
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
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {!worker.active && (
                <Badge variant="outline" color="gray">
                  Jo aktiv
                </Badge>
              )}
              {worker.login && (
                <Badge
                  variant="dot"
                  color={worker.login.accepted ? 'teal' : 'yellow'}
                  title={worker.login.email}
                  visibleFrom="xs"
                >
                  {worker.login.accepted
                    ? STAFF_ROLE_LABELS[worker.login.role]
                    : `${STAFF_ROLE_LABELS[worker.login.role]} · ftesë në pritje`}
                </Badge>
              )}
              <Badge variant="light" color={worker.activeJobCount > 0 ? 'indigo' : 'gray'}>
                {activeJobsText(worker.activeJobCount)}
              </Badge>
              {actions?.(worker)}
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
