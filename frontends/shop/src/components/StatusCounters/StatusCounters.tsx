import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { JOB_STATUSES } from '@repair-shop/contracts';
import { STATUS_COLORS, statusLabel } from '@repair-shop/web';
import type { StatusCounts } from '../../utils/job-stats';

/** Five counters: how many of today's jobs are in each status. */
export function StatusCounters({ counts }: { counts: StatusCounts | null }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" verticalSpacing="sm" aria-label="Punët e sotme sipas statusit" role="list">
      {JOB_STATUSES.map((status) => {
        const color = STATUS_COLORS[status];
        return (
          <Paper
            key={status}
            role="listitem"
            withBorder
            p="sm"
            radius="md"
            style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
            aria-label={`${statusLabel(status)}: ${counts ? counts[status] : '…'}`}
          >
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {statusLabel(status)}
            </Text>
            {counts ? (
              <Text fz={28} fw={700} lh={1.2} c={`${color}.8`}>
                {counts[status]}
              </Text>
            ) : (
              <Skeleton h={28} w={40} mt={4} />
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
