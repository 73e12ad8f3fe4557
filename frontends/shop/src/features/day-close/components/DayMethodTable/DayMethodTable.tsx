import { Paper, Stack, Title } from '@mantine/core';
import type { Currency, DayReportResponse } from '@repair-shop/contracts';
import { MethodMoneyTable } from '../MethodMoneyTable/MethodMoneyTable';

interface Props {
  money: DayReportResponse['money'];
  currency: Currency;
}

const TITLE = 'Sipas mënyrës së pagesës';

/** Money in, out and net for cash, card and bank transfer, and the day's totals: every figure the server's. */
export function DayMethodTable({ money, currency }: Props) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {TITLE}
        </Title>
        <MethodMoneyTable
          label={TITLE}
          lines={money.byMethod}
          inHeader="Hyrje"
          outHeader="Dalje"
          total={money}
          currency={currency}
        />
      </Stack>
    </Paper>
  );
}
