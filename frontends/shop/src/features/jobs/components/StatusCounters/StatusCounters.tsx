import { Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { COUNTED_JOB_STATUSES, type CountedJobStatus } from '@repair-shop/contracts';
import { STATUS_COLORS, statusLabel } from '@repair-shop/web';
import { usePhoneLayout } from '../../../../hooks/use-phone-layout';
import type { StatusCounts } from '../../../../utils/job-stats';

const LIST_LABEL = 'Punët e sotme sipas statusit';

function Counter({ status, count, compact }: { status: CountedJobStatus; count: number | null; compact: boolean }) {
  const color = STATUS_COLORS[status];
  const label = statusLabel(status);
  return (
    <Paper
      role="listitem"
      withBorder
      px={compact ? 8 : 'sm'}
      py={compact ? 4 : 'sm'}
      radius="md"
      // On a phone the counters share each row and grow to fill it.
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)`, flex: compact ? '1 1 auto' : undefined }}
      aria-label={`${label}: ${count ?? '…'}`}
    >
      {compact ? (
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="xs" c="dimmed" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {label}
          </Text>
          {count === null ? (
            <Skeleton h={16} w={16} />
          ) : (
            <Text fw={700} c={`${color}.8`}>
              {count}
            </Text>
          )}
        </Group>
      ) : (
        <>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
          {count === null ? (
            <Skeleton h={28} w={40} mt={4} />
          ) : (
            <Text fz={28} fw={700} lh={1.2} c={`${color}.8`}>
              {count}
            </Text>
          )}
        </>
      )}
    </Paper>
  );
}

/**
 * Five counters: how many of today's jobs are in each status (a cancelled job counts in none). On a
 * phone they are short pills that wrap into a second row rather than leave the screen, each whole, so
 * that all five are seen and the list starts right under them.
 */
export function StatusCounters({ counts }: { counts: StatusCounts | null }) {
  const compact = usePhoneLayout();
  const counters = COUNTED_JOB_STATUSES.map((status) => (
    <Counter key={status} status={status} count={counts ? counts[status] : null} compact={compact} />
  ));
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600}>
        Sot, sipas statusit
      </Text>
      {compact ? (
        <Group gap={6} wrap="wrap" role="list" aria-label={LIST_LABEL}>
          {counters}
        </Group>
      ) : (
        <SimpleGrid cols={5} spacing="sm" role="list" aria-label={LIST_LABEL}>
          {counters}
        </SimpleGrid>
      )}
    </Stack>
  );
}
