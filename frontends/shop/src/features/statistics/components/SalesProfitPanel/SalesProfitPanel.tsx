import { Paper, Stack, Text, Title } from '@mantine/core';
import { NO_CATEGORY_LABEL, type Currency, type SalesProfit } from '@repair-shop/contracts';
import { SalesProfitTable } from '../SalesProfitTable/SalesProfitTable';

export const SALES_BY_CATEGORY_TITLE = 'Shitjet sipas kategorisë';
export const SALES_BY_WORKER_TITLE = 'Shitjet sipas shitësit';

interface Props {
  sales: SalesProfit;
  currency: Currency;
}

/** The counter sales of the range per product category and per seller (the commission's base), returns taken off. */
export function SalesProfitPanel({ sales, currency }: Props) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4} fz="h5">
          {SALES_BY_CATEGORY_TITLE}
        </Title>
        <SalesProfitTable
          label={SALES_BY_CATEGORY_TITLE}
          nameTitle="Kategoria"
          rows={sales.byCategory}
          total={sales.total}
          rowKey={(row) => row.category ?? ''}
          rowName={(row) => row.category ?? NO_CATEGORY_LABEL}
          currency={currency}
        />
        <Title order={4} fz="h5">
          {SALES_BY_WORKER_TITLE}
        </Title>
        <SalesProfitTable
          label={SALES_BY_WORKER_TITLE}
          nameTitle="Shitësi"
          rows={sales.byWorker}
          total={sales.total}
          rowKey={(row) => row.authorId}
          rowName={(row) => row.name}
          currency={currency}
        />
        <Text size="xs" c="dimmed">
          Pa riparimet e paguara në shitje (ato janë te fitimi i punëve). Kthimet zbriten në ditën e kthimit, te shitësi
          i shitjes.
        </Text>
      </Stack>
    </Paper>
  );
}
