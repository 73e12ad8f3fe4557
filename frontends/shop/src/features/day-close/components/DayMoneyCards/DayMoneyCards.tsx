import { SimpleGrid } from '@mantine/core';
import type { Currency, DayReportResponse } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';
import { StatCard } from '../../../../components/StatCard/StatCard';

interface Props {
  money: DayReportResponse['money'];
  currency: Currency;
}

/** The day's money in, out and what stayed, as the server summed it. */
export function DayMoneyCards({ money, currency }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <StatCard label="Hyrje" value={formatMoney(money.in, currency)} hint="Paradhënie dhe pagesa" />
      <StatCard label="Dalje" value={formatMoney(money.out, currency)} hint="Kthime parash" />
      <StatCard label="Neto" value={formatMoney(money.net, currency)} hint="Hyrjet minus daljet" />
    </SimpleGrid>
  );
}
