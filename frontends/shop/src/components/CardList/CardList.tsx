import { Box, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list shown as stacked cards on a phone, in place of a table too wide for it. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** One card of a CardList. */
export function CardItem({ children }: { children: ReactNode }) {
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      {children}
    </Paper>
  );
}

/** A list inside a panel shown as rows divided by lines on a phone, in place of a table too wide for it. */
export function LineList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** One row of a LineList. */
export function LineItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {children}
    </Box>
  );
}
