import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useLowStockParts } from '../../hooks/use-low-stock-parts';
import { TAB_PATHS } from '../../../../routes';

/**
 * "Stok i ulët" on the home tab of the owner and managers: the first parts at or below their low-stock
 * level, with a way to the stock. Nothing at all when none is low (or the stock could not be loaded).
 */
export function LowStockCard() {
  const navigate = useNavigate();
  const low = useLowStockParts();
  const parts = low.data?.items ?? [];
  if (parts.length === 0) return null;
  const more = (low.data?.total ?? 0) - parts.length;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="low-stock-title"
      bg="var(--mantine-color-orange-0)"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Title order={3} fz="h5" id="low-stock-title">
            Stok i ulët
          </Title>
          <Anchor component="button" type="button" fz="sm" onClick={() => navigate(TAB_PATHS.stoku)}>
            Shiko stokun
          </Anchor>
        </Group>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Pjesët me stok të ulët">
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
        </Stack>
        {more > 0 && (
          <Text size="xs" c="dimmed">
            Edhe {more} të tjera.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
