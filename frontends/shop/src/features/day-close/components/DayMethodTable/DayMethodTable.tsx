import { Paper, Stack, Table, Title } from '@mantine/core';
import { PAYMENT_METHOD_LABELS, type Currency, type DayReportResponse } from '@repair-shop/contracts';
import { formatMoney, TableScroll } from '@repair-shop/web';

interface Props {
  money: DayReportResponse['money'];
  currency: Currency;
}

const TITLE = 'Sipas mënyrës së pagesës';

/** Money in, out and net for cash, card and bank transfer, and the day's totals: every figure the server's. */
export function DayMethodTable({ money, currency }: Props) {
  const format = (amount: number) => formatMoney(amount, currency);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {TITLE}
        </Title>
        <TableScroll minWidth={420} label={TITLE}>
          <Table aria-label={TITLE}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Mënyra</Table.Th>
                <Table.Th ta="right">Hyrje</Table.Th>
                <Table.Th ta="right">Dalje</Table.Th>
                <Table.Th ta="right">Neto</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {money.byMethod.map((line) => (
                <Table.Tr key={line.method}>
                  <Table.Td>{PAYMENT_METHOD_LABELS[line.method]}</Table.Td>
                  <Table.Td ta="right">{format(line.in)}</Table.Td>
                  <Table.Td ta="right">{format(line.out)}</Table.Td>
                  <Table.Td ta="right">{format(line.net)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th>Gjithsej</Table.Th>
                <Table.Td ta="right">{format(money.in)}</Table.Td>
                <Table.Td ta="right">{format(money.out)}</Table.Td>
                <Table.Td ta="right">{format(money.net)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </TableScroll>
      </Stack>
    </Paper>
  );
}
