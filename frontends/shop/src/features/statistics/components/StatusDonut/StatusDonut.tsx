import { DonutChart } from '@mantine/charts';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { COUNTED_JOB_STATUSES, type CountedJobStatus } from '@repair-shop/contracts';
import { STATUS_COLORS, statusLabel } from '@repair-shop/web';

/** How the shop's jobs are spread over the five statuses (cancelled jobs are in no statistic). */
export function StatusDonut({ counts }: { counts: Record<CountedJobStatus, number> }) {
  const data = COUNTED_JOB_STATUSES.map((status) => ({
    name: statusLabel(status),
    value: counts[status],
    color: `${STATUS_COLORS[status]}.6`,
  }));
  const total = data.reduce((sum, item) => sum + item.value, 0);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          Punët sipas statusit
        </Title>
        <Group justify="center" wrap="wrap" gap="lg">
          {total > 0 ? (
            <DonutChart
              data={data.filter((item) => item.value > 0)}
              withTooltip
              tooltipDataSource="segment"
              size={160}
              thickness={26}
            />
          ) : null}
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Punët sipas statusit">
            {data.map((item) => (
              <Group component="li" key={item.name} gap="xs" wrap="nowrap">
                <span
                  aria-hidden
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: 5,
                    background: `var(--mantine-color-${item.color.replace('.', '-')})`,
                  }}
                />
                <Text size="sm">
                  {item.name}: <b>{item.value}</b>
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
