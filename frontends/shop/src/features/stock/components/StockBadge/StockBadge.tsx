import { Badge } from '@mantine/core';
import type { PartResponse } from '@repair-shop/contracts';

/** "Në stok: 3" by a part picked for a job: red when none is left, orange when running low. */
export function StockBadge({ part }: { part: Pick<PartResponse, 'quantity' | 'lowStock'> }) {
  return (
    <Badge
      variant="light"
      color={part.quantity <= 0 ? 'red' : part.lowStock ? 'orange' : 'gray'}
      style={{ flexShrink: 0 }}
    >
      Në stok: {part.quantity}
    </Badge>
  );
}
