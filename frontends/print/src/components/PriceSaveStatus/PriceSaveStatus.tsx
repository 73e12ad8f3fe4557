import { Text } from '@mantine/core';
import type { PriceSaveState } from '../../hooks/use-saved-price';

const TEXT: Record<Exclude<PriceSaveState, 'idle'>, { label: string; color: string }> = {
  saving: { label: 'Duke ruajtur çmimin…', color: 'dimmed' },
  saved: { label: 'Çmimi u ruajt në punë', color: 'green' },
  failed: { label: 'Çmimi nuk u ruajt', color: 'red' },
};

/** Whether the invoice's price is saved on the job; shown in the toolbar, never printed. */
export function PriceSaveStatus({ state }: { state: PriceSaveState }) {
  if (state === 'idle') return null;
  const { label, color } = TEXT[state];
  return (
    <Text size="sm" c={color} role="status">
      {label}
    </Text>
  );
}
