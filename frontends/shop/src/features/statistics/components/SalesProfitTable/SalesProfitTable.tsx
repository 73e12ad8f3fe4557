import { Table, Text } from '@mantine/core';
import type { Currency, SalesProfitFigures } from '@repair-shop/contracts';
import { formatMoney, TableScroll } from '@repair-shop/web';

interface Props<Row extends SalesProfitFigures> {
  label: string;
  nameTitle: string;
  rows: Row[];
  total: SalesProfitFigures;
  rowKey: (row: Row) => string;
  rowName: (row: Row) => string;
  currency: Currency;
}

/**
 * Counter sales' goods per group (category or seller): pieces, revenue, known cost and margin, less what came
 * back; the revenue of lines without a cost (quick lines) is shown apart, its margin is not a margin.
 */
export function SalesProfitTable<Row extends SalesProfitFigures>({
  label,
  nameTitle,
  rows,
  total,
  rowKey,
  rowName,
  currency,
}: Props<Row>) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Asnjë shitje në këta muaj.
      </Text>
    );
  }
  const format = (amount: number) => formatMoney(amount, currency);
  const cells = (figures: SalesProfitFigures) => (
    <>
      <Table.Td ta="right">{figures.quantity}</Table.Td>
      <Table.Td ta="right">{format(figures.revenue)}</Table.Td>
      <Table.Td ta="right">{format(figures.cost)}</Table.Td>
      <Table.Td ta="right">{format(figures.margin)}</Table.Td>
      <Table.Td ta="right">{figures.unknownCostRevenue ? format(figures.unknownCostRevenue) : '—'}</Table.Td>
    </>
  );
  return (
    <TableScroll minWidth={640} label={label}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameTitle}</Table.Th>
            <Table.Th ta="right">Copë</Table.Th>
            <Table.Th ta="right">Të ardhurat</Table.Th>
            <Table.Th ta="right">Kostoja</Table.Th>
            <Table.Th ta="right">Marzha</Table.Th>
            <Table.Th ta="right">Pa kosto të njohur</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              <Table.Td>{rowName(row)}</Table.Td>
              {cells(row)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th>Gjithsej</Table.Th>
            {cells(total)}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
