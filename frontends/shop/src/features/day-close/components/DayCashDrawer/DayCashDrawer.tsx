import { Paper, Table, Text, Title } from '@mantine/core';
import type { Currency, DayCashDrawer as DayCashDrawerFigures } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';

interface Props {
  drawer: DayCashDrawerFigures | null;
  currency: Currency;
}

/**
 * What an Albanian register's drawer should hold at the day's end: the initial cash, cash put in and taken out
 * (as registered with the tax office) and the cash payments less cash refunds. Nothing for other shops.
 */
export function DayCashDrawer({ drawer, currency }: Props) {
  if (!drawer) return null;
  const rows: [string, number][] = [
    ['Fondi fillestar', drawer.initial],
    ['Para të shtuara në arkë', drawer.deposits],
    ['Para të tërhequra nga arka', -drawer.withdrawals],
    ['Pagesat dhe shitjet me para në dorë (pa kusurin dhe kthimet)', drawer.cashNet],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="cash-drawer-title">
      <Title order={3} fz="lg" id="cash-drawer-title">
        Paratë në arkë
      </Title>
      <Table aria-label="Paratë në arkë" mt="xs">
        <Table.Tbody>
          {rows.map(([label, amount]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right">{formatMoney(amount, currency)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>Paratë që duhet të jenë në arkë</Table.Th>
            <Table.Th ta="right">{formatMoney(drawer.expected, currency)}</Table.Th>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="xs">
        Pagesat me kartë dhe me bankë nuk hyjnë në arkë.
      </Text>
    </Paper>
  );
}
