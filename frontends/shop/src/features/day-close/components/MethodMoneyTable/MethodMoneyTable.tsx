import { Table } from '@mantine/core';
import { PAYMENT_METHOD_LABELS } from '@repair-shop/contracts';
import { formatMoney, TableScroll, type DayMethodTableProps } from '@repair-shop/web';

/** Money in, out and net per payment method (cash, card, bank transfer), as the server counted it. */
export function MethodMoneyTable({ label, lines, inHeader, outHeader, total, currency }: DayMethodTableProps) {
  const format = (amount: number) => formatMoney(amount, currency);
  return (
    <TableScroll minWidth={420} label={label}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mënyra</Table.Th>
            <Table.Th ta="right">{inHeader}</Table.Th>
            <Table.Th ta="right">{outHeader}</Table.Th>
            <Table.Th ta="right">Neto</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.method}>
              <Table.Td>{PAYMENT_METHOD_LABELS[line.method]}</Table.Td>
              <Table.Td ta="right">{format(line.in)}</Table.Td>
              <Table.Td ta="right">{format(line.out)}</Table.Td>
              <Table.Td ta="right">{format(line.net)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th>Gjithsej</Table.Th>
              <Table.Td ta="right">{format(total.in)}</Table.Td>
              <Table.Td ta="right">{format(total.out)}</Table.Td>
              <Table.Td ta="right">{format(total.net)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </TableScroll>
  );
}
