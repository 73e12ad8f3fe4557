import { Table } from '@mantine/core';
import type { Currency, MonthProfit } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';
import { monthLabel } from '../../utils/months';

export const PROFIT_MONTHS_TITLE = 'Fitimi sipas muajve';

interface Props {
  months: MonthProfit[];
  currency: Currency;
}

/** Each month of the range (those without jobs too): jobs completed, labour, parts sold, revenue, parts' cost and profit. */
export function ProfitMonthTable({ months, currency }: Props) {
  const format = (amount: number) => formatMoney(amount, currency);
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table aria-label={PROFIT_MONTHS_TITLE} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Muaji</Table.Th>
            <Table.Th ta="right">Punë të përfunduara</Table.Th>
            <Table.Th ta="right">Puna</Table.Th>
            <Table.Th ta="right">Pjesët e shitura</Table.Th>
            <Table.Th ta="right">Të ardhurat</Table.Th>
            <Table.Th ta="right">Kostoja e pjesëve</Table.Th>
            <Table.Th ta="right">Fitimi</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month) => (
            <Table.Tr key={month.month}>
              <Table.Td>{monthLabel(month.month)}</Table.Td>
              <Table.Td ta="right">{month.jobsCompleted}</Table.Td>
              <Table.Td ta="right">{format(month.labour)}</Table.Td>
              <Table.Td ta="right">{format(month.partsSales)}</Table.Td>
              <Table.Td ta="right">{format(month.revenue)}</Table.Td>
              <Table.Td ta="right">{format(month.partsCost)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {format(month.profit)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
