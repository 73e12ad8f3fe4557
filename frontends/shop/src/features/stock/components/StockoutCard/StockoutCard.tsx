import { Text } from '@mantine/core';
import { useInsights } from '../../../../hooks/use-insights';
import { runsOutText } from '../../utils/days-left';
import { StockAlertCard } from '../StockAlertCard/StockAlertCard';

export const STOCKOUT_TITLE = 'Mbaron së shpejti';

/**
 * The home tab's stock items that run out at today's pace of use ("Ekran iPhone 12: mbaron pas ~5 ditësh"), for
 * the owner and managers; nothing at all when none does (or the insights could not be loaded).
 */
export function StockoutCard() {
  const stockouts = useInsights().data?.stockouts ?? [];
  if (stockouts.length === 0) return null;
  return (
    <StockAlertCard
      title={STOCKOUT_TITLE}
      titleId="stockout-title"
      color="yellow"
      listLabel="Pjesët që mbarojnë së shpejti"
    >
      {stockouts.map((item) => (
        <Text component="li" key={item.partId} size="sm">
          {item.name}: {runsOutText(item.daysLeft)}
        </Text>
      ))}
    </StockAlertCard>
  );
}
