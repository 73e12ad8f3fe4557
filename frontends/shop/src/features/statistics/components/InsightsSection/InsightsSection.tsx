import { Center, Loader, SimpleGrid } from '@mantine/core';
import { loadFailed, retryProps } from '@repair-shop/web';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { useInsights } from '../../../../hooks/use-insights';
import { InsightChanges } from '../InsightChanges/InsightChanges';
import { PredictionAccuracyTable } from '../PredictionAccuracyTable/PredictionAccuracyTable';

/** What the shop's own history says: what changed this week, and how good the predictions made at intake were. */
export function InsightsSection() {
  const insights = useInsights();
  if (loadFailed(insights)) return <LoadFailed what="Parashikimet dhe ndryshimet" {...retryProps(insights)} />;
  if (!insights.data) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Duke ngarkuar analitikën" />
      </Center>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <InsightChanges changes={insights.data.changes} />
      <PredictionAccuracyTable rows={insights.data.accuracy} />
    </SimpleGrid>
  );
}
