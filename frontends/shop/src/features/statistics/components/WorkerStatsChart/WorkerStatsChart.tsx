import { BarChart } from '@mantine/charts';
import { Paper, Stack, Table, Title } from '@mantine/core';
import type { WorkerStats } from '@repair-shop/contracts';
import { TableScroll } from '@repair-shop/web';
import { formatHours } from '../../utils/format-hours';

/** Jobs per worker, those completed this month, and how long a repair takes them on average. */
export function WorkerStatsChart({ workers }: { workers: WorkerStats[] }) {
  const data = workers.map((worker) => ({
    punëtori: worker.name,
    'Gjithsej punë': worker.jobCount,
    'Përfunduar këtë muaj': worker.completedThisMonth,
  }));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          Punëtorët
        </Title>
        {workers.length > 0 && (
          <BarChart
            h={220}
            data={data}
            dataKey="punëtori"
            series={[
              { name: 'Gjithsej punë', color: 'indigo.6' },
              { name: 'Përfunduar këtë muaj', color: 'green.6' },
            ]}
            withLegend
            yAxisProps={{ allowDecimals: false }}
          />
        )}
        <TableScroll minWidth={420} label="Statistikat e punëtorëve">
          <Table aria-label="Statistikat e punëtorëve">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Punëtori</Table.Th>
                <Table.Th>Punë</Table.Th>
                <Table.Th>Përfunduar këtë muaj</Table.Th>
                <Table.Th>Koha mesatare</Table.Th>
                <Table.Th>Kthime në garanci</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {workers.map((worker) => (
                <Table.Tr key={worker.workerId}>
                  <Table.Td>{worker.name}</Table.Td>
                  <Table.Td>{worker.jobCount}</Table.Td>
                  <Table.Td>{worker.completedThisMonth}</Table.Td>
                  <Table.Td>{formatHours(worker.averageTurnaroundHours)}</Table.Td>
                  <Table.Td>{worker.warrantyReturns}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Stack>
    </Paper>
  );
}
