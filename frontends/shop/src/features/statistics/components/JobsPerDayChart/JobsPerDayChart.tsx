import { BarChart } from '@mantine/charts';
import { Paper, Stack, Title } from '@mantine/core';
import type { DailyJobCount } from '@repair-shop/contracts';

/** "2026-01-15" as "15.01". */
const shortDay = (date: string): string => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

/** New jobs per day over the last 30 days. */
export function JobsPerDayChart({ days }: { days: DailyJobCount[] }) {
  const data = days.map((day) => ({ dita: shortDay(day.date), Punë: day.count }));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          Punë të reja në 30 ditët e fundit
        </Title>
        <BarChart
          h={220}
          data={data}
          dataKey="dita"
          series={[{ name: 'Punë', color: 'indigo.6' }]}
          tickLine="y"
          gridAxis="y"
          yAxisProps={{ allowDecimals: false }}
        />
      </Stack>
    </Paper>
  );
}
