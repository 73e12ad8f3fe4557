import { Badge, Group, Text } from '@mantine/core';
import { useLowStockParts } from '../../hooks/use-low-stock-parts';
import { StockAlertCard } from '../StockAlertCard/StockAlertCard';

/**
 * "Stok i ulët" on the home tab of the owner and managers: the first parts at or below their low-stock
 * level, with a way to the stock. Nothing at all when none is low (or the stock could not be loaded).
 */
export function LowStockCard() {
  const low = useLowStockParts();
  const parts = low.data?.items ?? [];
  if (parts.length === 0) return null;
  const more = (low.data?.total ?? 0) - parts.length;

  return (
    <StockAlertCard
      title="Stok i ulët"
      titleId="low-stock-title"
      color="orange"
      listLabel="Pjesët me stok të ulët"
      footer={
        more > 0 && (
          <Text size="xs" c="dimmed">
            Edhe {more} të tjera.
          </Text>
        )
      }
    >
      {parts.map((part) => (
        <Group component="li" key={part.id} justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" truncate>
            {part.name}
          </Text>
          <Badge color={part.quantity <= 0 ? 'red' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
            {part.quantity} copë
          </Badge>
        </Group>
      ))}
    </StockAlertCard>
  );
}
