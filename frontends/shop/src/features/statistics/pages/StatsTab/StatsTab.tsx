import '@mantine/charts/styles.css';
import { Center, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { loadFailed, retryProps } from '@repair-shop/web';
import { CsvExport } from '../../components/CsvExport/CsvExport';
import { InsightsSection } from '../../components/InsightsSection/InsightsSection';
import { JobsPerDayChart } from '../../components/JobsPerDayChart/JobsPerDayChart';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { ProfitSection } from '../../components/ProfitSection/ProfitSection';
import { StatCard } from '../../../../components/StatCard/StatCard';
import { StatusDonut } from '../../components/StatusDonut/StatusDonut';
import { WorkerStatsChart } from '../../components/WorkerStatsChart/WorkerStatsChart';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { useMay } from '../../../../hooks/use-role';
import { useStats } from '../../../../hooks/use-stats';
import { formatHours } from '../../utils/format-hours';

/**
 * Statistikat: the business's and the workers' figures, with charts; what changed and how good the predictions
 * were; the profit per month and per worker; the CSV files. Loaded only when opened (the charts are large).
 */
export default function StatsTab() {
  const exports = useMay('transferData');
  const stats = useStats();
  const data = stats.data;
  const formatMoney = useFormatMoney();

  return (
    <Stack gap="md" pt="xs">
      <Title order={2}>Statistikat</Title>
      {loadFailed(stats) ? (
        <LoadFailed what="Statistikat" {...retryProps(stats)} />
      ) : !data ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar statistikat" />
        </Center>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <StatCard label="Të ardhurat" value={formatMoney(data.business.revenue)} hint="Nga punët e përfunduara" />
            <StatCard
              label="Mesatarisht deri në «Gati»"
              value={formatHours(data.business.averageHoursToReady)}
              hint="Nga pranimi i pajisjes"
            />
            <StatCard
              label="Mesatarisht deri në «Përfunduar»"
              value={formatHours(data.business.averageHoursToCompleted)}
              hint="Nga pranimi i pajisjes"
            />
            <StatCard
              label="Kthime në garanci"
              value={String(data.business.warrantyReturns)}
              hint="Pajisje të riparuara që u kthyen"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <StatusDonut counts={data.business.jobsByStatus} />
            <JobsPerDayChart days={data.business.jobsPerDay} />
          </SimpleGrid>
          <WorkerStatsChart workers={data.workers} />
        </>
      )}
      <InsightsSection />
      <ProfitSection />
      {exports && <CsvExport />}
    </Stack>
  );
}
