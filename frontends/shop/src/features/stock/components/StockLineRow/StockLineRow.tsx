import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  name: string;
  /** Under the name (e.g. what the system holds). */
  note?: ReactNode;
  onRemove: () => void;
  /** The line's own fields. */
  children: ReactNode;
}

/** One product's line of a goods receipt or a stock count: its name, its fields, and a button to take it off. */
export function StockLineRow({ name, note, onRemove, children }: Props) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Stack gap={0} style={{ flex: '1 1 160px' }}>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          {note}
        </Stack>
        {children}
        <ActionIcon variant="subtle" color="red" mb={4} onClick={onRemove} aria-label={`Hiq ${name}`}>
          ×
        </ActionIcon>
      </Group>
    </Paper>
  );
}
