import { SimpleGrid } from '@mantine/core';
import type { DayReportResponse } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';
import { StatCard } from '../../../../components/StatCard/StatCard';

type Props = Pick<DayReportResponse, 'jobs' | 'parts' | 'completedJobs' | 'currency'>;

/** Jobs received and completed, parts used, and the gross profit of the jobs completed that day. */
export function DayWorkFigures({ jobs, parts, completedJobs, currency }: Props) {
  const format = (amount: number) => formatMoney(amount, currency);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <StatCard label="Punë të pranuara" value={jobs.received} hint="Pajisjet e sjella këtë ditë" />
      <StatCard label="Punë të përfunduara" value={jobs.completed} hint="Të shënuara «Përfunduar» këtë ditë" />
      <StatCard
        label="Pjesë të përdorura"
        value={`${parts.quantity} copë`}
        hint={`Shitja ${format(parts.sales)} · Kostoja ${format(parts.cost)}`}
      />
      <StatCard
        label="Fitimi bruto"
        value={format(completedJobs.grossProfit)}
        hint={`Punët e përfunduara: ${format(completedJobs.revenue)} të ardhura, ${format(completedJobs.partsCost)} kosto e pjesëve`}
      />
    </SimpleGrid>
  );
}
