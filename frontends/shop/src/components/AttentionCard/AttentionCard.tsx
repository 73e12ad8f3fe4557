import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAttention } from '../../hooks/use-attention';
import { AttentionDialog } from './AttentionDialog';
import { AttentionList } from './AttentionList';

/** How many of the jobs the home tab shows; the rest are a tap away. */
export const ATTENTION_SHOWN = 3;

/**
 * "Kërkon vëmendje" on the home tab: devices ready and not collected, and repairs in process that nobody
 * touched, for the shop's days (Business tab), oldest wait first, each with a one-tap reminder. Nothing
 * at all when no job needs attention (or the list could not be loaded).
 */
export function AttentionCard() {
  const attention = useAttention({ limit: ATTENTION_SHOWN });
  const [opened, dialog] = useDisclosure(false);
  const total = attention.data?.total ?? 0;
  if (total === 0) return null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="attention-title" bg="var(--mantine-color-yellow-0)">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Title order={3} fz="h5" id="attention-title">
              Kërkon vëmendje
            </Title>
            <Badge color="orange" variant="filled" aria-label={`${total} punë`}>
              {total}
            </Badge>
          </Group>
          {total > ATTENTION_SHOWN && (
            <Anchor component="button" type="button" fz="sm" onClick={dialog.open}>
              Shfaq të gjitha ({total})
            </Anchor>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Pajisje gati që nuk janë marrë dhe punë në proces pa asnjë lëvizje prej disa ditësh. Kujtoni klientin me një prekje.
        </Text>
        <AttentionList items={attention.data?.items ?? []} />
      </Stack>
      <AttentionDialog opened={opened} onClose={dialog.close} />
    </Paper>
  );
}
