import { Anchor, Badge, Center, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ListPagination, loadFailed, retryProps, usePageTitle } from '@repair-shop/web';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { saleDetailPath, TAB_PATHS } from '../../../../routes';
import { dayTitle, timeOf, today } from '../../../../utils/days';
import { DayPicker } from '../../../day-close/components/DayPicker/DayPicker';
import { SALE_PAGE_SIZE, useSalesPage } from '../../hooks/use-sales';

/** «Shitjet»: the sales and returns of a day (today unless another is chosen), newest first, each opening its detail. */
export function SalesListPage() {
  usePageTitle('Shitjet');
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const [day, setDay] = useState(today);
  const [page, setPage] = useState(1);
  const sales = useSalesPage(day, page);
  const choose = (next: string) => {
    setDay(next);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={2} fz="xl">
            Shitjet
          </Title>
          <Text c="dimmed">{dayTitle(day)}</Text>
        </div>
        <Anchor component={Link} to={TAB_PATHS.shitje}>
          Shitje e re
        </Anchor>
      </Group>
      <DayPicker value={day} onChange={choose} />
      {loadFailed(sales) ? (
        <LoadFailed what="Shitjet" {...retryProps(sales)} />
      ) : !sales.data ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar shitjet" />
        </Center>
      ) : sales.data.items.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center">
            Asnjë shitje këtë ditë.
          </Text>
        </Paper>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Shitjet e ditës">
          {sales.data.items.map((sale) => (
            <li key={sale.id}>
              <UnstyledButton
                w="100%"
                onClick={() => navigate(saleDetailPath(sale.id))}
                aria-label={`${sale.kind === 'return' ? 'Kthimi' : 'Shitja'} nr. ${sale.number}`}
              >
                <Paper withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Group gap="xs">
                        <Text fw={600}>Nr. {sale.number}</Text>
                        {sale.kind === 'return' && (
                          <Badge color="orange" variant="light">
                            Kthim
                          </Badge>
                        )}
                        {sale.returns.length > 0 && (
                          <Badge color="gray" variant="light">
                            Me kthim
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed" truncate>
                        {timeOf(sale.createdAt)} · {sale.soldBy.name}
                        {sale.client ? ` · ${sale.client.name || sale.client.phone}` : ''} ·{' '}
                        {sale.lines.map((line) => line.name).join(', ')}
                      </Text>
                    </div>
                    <Text fw={700} c={sale.kind === 'return' ? 'orange.8' : undefined}>
                      {sale.kind === 'return' ? '−' : ''}
                      {formatMoney(Number(sale.total))}
                    </Text>
                  </Group>
                </Paper>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {sales.data && sales.data.total > 0 && (
        <ListPagination
          total={sales.data.total}
          page={page}
          pageSize={SALE_PAGE_SIZE}
          onChange={setPage}
          unit="shitje"
          label="Faqet e shitjeve"
        />
      )}
    </Stack>
  );
}
