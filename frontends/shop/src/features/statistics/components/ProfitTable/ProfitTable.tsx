import { Table } from '@mantine/core';
import type { Currency } from '@repair-shop/contracts';
import { formatMoney, TableScroll } from '@repair-shop/web';

/** What the server works out for each row of the profit report (a month, a worker). */
export interface ProfitFigures {
  jobsCompleted: number;
  revenue: number;
  partsCost: number;
  profit: number;
}

export interface MoneyColumn<R> {
  title: string;
  amount: (row: R) => number;
}

interface Props<R extends ProfitFigures> {
  /** The table's accessible name. */
  label: string;
  /** The first column's heading ("Muaji", "Punëtori") and each row's key and name in it. */
  nameTitle: string;
  rows: R[];
  rowKey: (row: R) => string;
  rowName: (row: R) => string;
  /** Sums of the row's own, between the jobs completed and the revenue ("Puna", "Pjesët e shitura"). */
  breakdown?: MoneyColumn<R>[];
  currency: Currency;
  minWidth: number;
}

/** Rows of the profit report: jobs completed, any breakdown, revenue, parts' cost and the profit in bold, in the shop's currency. */
export function ProfitTable<R extends ProfitFigures>({
  label,
  nameTitle,
  rows,
  rowKey,
  rowName,
  breakdown = [],
  currency,
  minWidth,
}: Props<R>) {
  const format = (amount: number) => formatMoney(amount, currency);
  const columns: (MoneyColumn<R> & { strong?: boolean })[] = [
    ...breakdown,
    { title: 'Të ardhurat', amount: (row) => row.revenue },
    { title: 'Kostoja e pjesëve', amount: (row) => row.partsCost },
    { title: 'Fitimi', amount: (row) => row.profit, strong: true },
  ];
  return (
    <TableScroll minWidth={minWidth} label={label}>
      <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameTitle}</Table.Th>
            <Table.Th ta="right">Punë të përfunduara</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.title} ta="right">
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              <Table.Td>{rowName(row)}</Table.Td>
              <Table.Td ta="right">{row.jobsCompleted}</Table.Td>
              {columns.map((column) => (
                // An amount is never broken between its number and its currency ("0,00 / €").
                <Table.Td
                  key={column.title}
                  ta="right"
                  fw={column.strong ? 700 : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {format(column.amount(row))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
