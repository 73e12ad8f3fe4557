import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useInsights } from '../../../../hooks/use-insights';
import { TAB_PATHS } from '../../../../routes';
import { runsOutText } from '../../utils/days-left';

export const STOCKOUT_TITLE = 'Mbaron së shpejti';

/**
 * The home tab's stock items that run out at today's pace of use ("Ekran iPhone 12: mbaron pas ~5 ditësh"), for
 * the owner and managers; nothing at all when none does (or the insights could not be loaded).
 */
export function StockoutCard() {
  const navigate = useNavigate();
  const stockouts = useInsights().data?.stockouts ?? [];
  if (stockouts.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="stockout-title"
      bg="var(--mantine-color-yellow-0)"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Title order={3} fz="h5" id="stockout-title">
            {STOCKOUT_TITLE}
          </Title>
          <Anchor component="button" type="button" fz="sm" onClick={() => navigate(TAB_PATHS.stoku)}>
            Shiko stokun
          </Anchor>
        </Group>
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Pjesët që mbarojnë së shpejti"
        >
          {stockouts.map((item) => (
            <Text component="li" key={item.partId} size="sm">
              {item.name}: {runsOutText(item.daysLeft)}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
