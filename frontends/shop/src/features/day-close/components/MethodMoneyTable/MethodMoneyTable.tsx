import { Table } from '@mantine/core';
import { PAYMENT_METHOD_LABELS, type Currency, type DayMoneyByMethod } from '@repair-shop/contracts';
import { formatMoney, TableScroll } from '@repair-shop/web';

interface Props {
  /** The table's name, said to a screen reader and on its scroll box. */
  label: string;
  lines: DayMoneyByMethod[];
  /** What the money in and the money out are, as the columns say. */
  inHeader: string;
  outHeader: string;
  /** The day's totals, in the table's foot; none when not given. */
  total?: Omit<DayMoneyByMethod, 'method'>;
  currency: Currency;
}

/** Money in, out and net per payment method (cash, card, bank transfer), as the server counted it. */
export function MethodMoneyTable({ label, lines, inHeader, outHeader, total, currency }: Props) {
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
