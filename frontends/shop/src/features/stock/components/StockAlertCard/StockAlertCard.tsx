import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { TAB_PATHS } from '../../../../routes';

interface StockAlertCardProps {
  title: string;
  /** The heading's id, which names the section. */
  titleId: string;
  /** The card's tint: Mantine's colour name. */
  color: string;
  /** How the list of items is named to a screen reader. */
  listLabel: string;
  /** The list's items (`li`). */
  children: ReactNode;
  /** A line under the list ("Edhe 3 të tjera."). */
  footer?: ReactNode;
}

/** A home-tab card about the stock (low, running out): its title, a way to the stock, and a list of items. */
export function StockAlertCard({ title, titleId, color, listLabel, children, footer }: StockAlertCardProps) {
  const navigate = useNavigate();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      bg={`var(--mantine-color-${color}-0)`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Title order={3} fz="h5" id={titleId}>
            {title}
          </Title>
          <Anchor component="button" type="button" fz="sm" onClick={() => navigate(TAB_PATHS.stoku)}>
            Shiko stokun
          </Anchor>
        </Group>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={listLabel}>
          {children}
        </Stack>
        {footer}
      </Stack>
    </Paper>
  );
}
