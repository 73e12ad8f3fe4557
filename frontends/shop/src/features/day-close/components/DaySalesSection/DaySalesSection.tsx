import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { PAYMENT_METHOD_LABELS, type Currency, type DaySales } from '@repair-shop/contracts';
import { formatMoney, TableScroll } from '@repair-shop/web';
import { StatCard } from '../../../../components/StatCard/StatCard';
import { timeOf } from '../../../../utils/days';
import { MethodMoneyTable } from '../MethodMoneyTable/MethodMoneyTable';

interface Props {
  sales: DaySales;
  /** The day's cash net of change and of everything given back, repairs' and sales' (money.byMethod's cash). */
  cashNet: number;
  currency: Currency;
}

export const SALES_TITLE = 'Shitjet në banak';
const BY_METHOD = 'Shitjet sipas mënyrës së pagesës';
const BY_WORKER = 'Shitjet sipas shitësit';
const LIST = 'Shitjet dhe kthimet e ditës';

/**
 * The day's counter sales beside the repairs: counts, the goods' revenue (a job's balance paid in a sale is the
 * repair's), the sales' money by method and by seller, each sale and return, and the cash the day leaves in the
 * drawer. Every figure is the server's.
 */
export function DaySalesSection({ sales, cashNet, currency }: Props) {
  const format = (amount: number) => formatMoney(amount, currency);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={SALES_TITLE}>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {SALES_TITLE}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <StatCard label="Shitje" value={sales.count} hint={`${sales.returns} kthime`} />
          <StatCard label="Të ardhurat nga shitjet" value={format(sales.revenue)} hint="Mallrat, pa kthimet" />
          <StatCard
            label="Riparime të paguara në shitje"
            value={format(sales.jobBalances)}
            hint="Numërohen te punët, një herë"
          />
          <StatCard
            label="Paratë në dorë të ditës"
            value={format(cashNet)}
            hint="Riparime dhe shitje, pa kusurin dhe kthimet"
          />
        </SimpleGrid>
        {sales.count + sales.returns === 0 ? (
          <Text size="sm" c="dimmed">
            Asnjë shitje këtë ditë.
          </Text>
        ) : (
          <>
            <MethodMoneyTable
              label={BY_METHOD}
              lines={sales.byMethod}
              inHeader="Hyrje (pa kusurin)"
              outHeader="Kthime"
              currency={currency}
            />
            <TableScroll minWidth={480} label={BY_WORKER}>
              <Table aria-label={BY_WORKER}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Shitësi</Table.Th>
                    <Table.Th ta="right">Shitje</Table.Th>
                    <Table.Th ta="right">Kthime</Table.Th>
                    <Table.Th ta="right">Të ardhurat</Table.Th>
                    <Table.Th ta="right">Paratë</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sales.byWorker.map((worker) => (
                    <Table.Tr key={worker.authorId}>
                      <Table.Td>{worker.name}</Table.Td>
                      <Table.Td ta="right">{worker.sales}</Table.Td>
                      <Table.Td ta="right">{worker.returns}</Table.Td>
                      <Table.Td ta="right">{format(worker.revenue)}</Table.Td>
                      <Table.Td ta="right">{format(worker.money)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
            <TableScroll minWidth={560} label={LIST}>
              <Table aria-label={LIST}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Ora</Table.Th>
                    <Table.Th>Nr.</Table.Th>
                    <Table.Th>Klienti</Table.Th>
                    <Table.Th>Mënyra</Table.Th>
                    <Table.Th>Shitësi</Table.Th>
                    <Table.Th ta="right">Shuma</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sales.list.map((sale) => (
                    <Table.Tr key={sale.id}>
                      <Table.Td>{timeOf(sale.createdAt)}</Table.Td>
                      <Table.Td>{sale.kind === 'return' ? `Kthim ${sale.number}` : sale.number}</Table.Td>
                      <Table.Td>{sale.clientName ?? '—'}</Table.Td>
                      <Table.Td>{sale.methods.map((method) => PAYMENT_METHOD_LABELS[method]).join(', ')}</Table.Td>
                      <Table.Td>{sale.soldBy}</Table.Td>
                      <Table.Td ta="right" c={sale.kind === 'return' ? 'red.7' : undefined}>
                        {sale.kind === 'return' ? '−' : ''}
                        {format(sale.total)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
            {sales.listTruncated ? (
              <Text size="xs" c="dimmed">
                Shfaqen 1000 shitjet e para; eksporti «Shitjet» i ka të gjitha.
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
