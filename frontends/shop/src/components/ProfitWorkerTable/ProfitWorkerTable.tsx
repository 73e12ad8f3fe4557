import { Table, Text } from '@mantine/core';
import type { Currency, WorkerProfit } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';

export const PROFIT_WORKERS_TITLE = 'Fitimi sipas punëtorëve';

interface Props {
  workers: WorkerProfit[];
  currency: Currency;
}

/** Each worker's jobs completed in the range, the revenue, what their parts cost and the profit. */
export function ProfitWorkerTable({ workers, currency }: Props) {
  const format = (amount: number) => formatMoney(amount, currency);
  if (workers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Asnjë punë e përfunduar në këta muaj.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={600} type="native">
      <Table aria-label={PROFIT_WORKERS_TITLE} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Punëtori</Table.Th>
            <Table.Th ta="right">Punë të përfunduara</Table.Th>
            <Table.Th ta="right">Të ardhurat</Table.Th>
            <Table.Th ta="right">Kostoja e pjesëve</Table.Th>
            <Table.Th ta="right">Fitimi</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {workers.map((worker) => (
            <Table.Tr key={worker.workerId}>
              <Table.Td>{worker.name}</Table.Td>
              <Table.Td ta="right">{worker.jobsCompleted}</Table.Td>
              <Table.Td ta="right">{format(worker.revenue)}</Table.Td>
              <Table.Td ta="right">{format(worker.partsCost)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {format(worker.profit)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
