import { Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { loadFailed, retryProps, type MonthRange } from '@repair-shop/web';
import { useProfitReport } from '../../hooks/use-profit-report';
import { defaultMonthRange } from '../../utils/months';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { MonthRangePicker } from '../MonthRangePicker/MonthRangePicker';
import { ProfitChart } from '../ProfitChart/ProfitChart';
import { PROFIT_MONTHS_TITLE, ProfitMonthTable } from '../ProfitMonthTable/ProfitMonthTable';
import { PROFIT_WORKERS_TITLE, ProfitWorkerTable } from '../ProfitWorkerTable/ProfitWorkerTable';
import { SalesProfitPanel } from '../SalesProfitPanel/SalesProfitPanel';

/** Fitimi: the profit of the jobs completed, per month and per worker, and the counter sales' per category and seller, over a range of months (the last 12 to start with). */
export function ProfitSection() {
  const [range, setRange] = useState<MonthRange>(() => defaultMonthRange(new Date()));
  const report = useProfitReport(range);
  const data = report.data;

  return (
    <Stack gap="md" component="section" aria-label="Fitimi">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={3}>Fitimi</Title>
        <MonthRangePicker value={range} onChange={setRange} />
      </Group>
      {loadFailed(report) ? (
        <LoadFailed what="Të dhënat e fitimit" {...retryProps(report)} />
      ) : !data ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar fitimin" />
        </Center>
      ) : (
        <Stack gap="md" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isPlaceholderData}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={4} fz="h5">
                {PROFIT_MONTHS_TITLE}
              </Title>
              <ProfitChart months={data.months} currency={data.currency} />
              <ProfitMonthTable months={data.months} currency={data.currency} />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={4} fz="h5">
                {PROFIT_WORKERS_TITLE}
              </Title>
              <ProfitWorkerTable workers={data.workers} currency={data.currency} />
            </Stack>
          </Paper>
          <SalesProfitPanel sales={data.sales} currency={data.currency} />
        </Stack>
      )}
    </Stack>
  );
}
