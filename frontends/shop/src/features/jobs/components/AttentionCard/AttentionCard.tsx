import { Anchor, Badge, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useAttention } from '../../hooks/use-attention';
import { AttentionDialog } from './AttentionDialog';
import { AttentionList } from './AttentionList';

/** How many of the jobs the home tab shows; the rest are a tap away. */
export const ATTENTION_SHOWN = 3;

/** Below Mantine's `sm` breakpoint: a phone, where the first job of the list must stay in view. */
const PHONE = '(max-width: 47.99em)';

/**
 * "Kërkon vëmendje" on the home tab: devices ready and not collected, and repairs in process that nobody
 * touched, for the shop's days (Business tab), oldest wait first, each with a one-tap reminder. Nothing
 * at all when no job needs attention (or the list could not be loaded). On a phone it is one line until
 * opened, so that it does not push the first job of the list out of view.
 */
export function AttentionCard() {
  const attention = useAttention({ limit: ATTENTION_SHOWN });
  const [opened, dialog] = useDisclosure(false);
  const [expanded, expansion] = useDisclosure(false);
  const phone = useMediaQuery(PHONE) ?? false;
  const total = attention.data?.total ?? 0;
  if (total === 0) return null;
  const listShown = !phone || expanded;

  return (
    <Paper
      withBorder
      radius="md"
      p={phone ? 'xs' : 'md'}
      component="section"
      aria-labelledby="attention-title"
      bg="var(--mantine-color-yellow-0)"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Title order={3} fz="h5" id="attention-title">
              Kërkon vëmendje
            </Title>
            <Badge color="orange" variant="filled" aria-label={`${total} punë`}>
              {total}
            </Badge>
          </Group>
          {phone ? (
            <Anchor component="button" type="button" fz="sm" onClick={expansion.toggle} aria-expanded={expanded}>
              {expanded ? 'Fshih' : 'Shfaq'}
            </Anchor>
          ) : (
            total > ATTENTION_SHOWN && (
              <Anchor component="button" type="button" fz="sm" onClick={dialog.open}>
                Shfaq të gjitha ({total})
              </Anchor>
            )
          )}
        </Group>
        <Collapse expanded={listShown}>
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              Pajisje gati që nuk janë marrë dhe punë në proces pa asnjë lëvizje prej disa ditësh. Kujtoni klientin me
              një prekje.
            </Text>
            <AttentionList items={attention.data?.items ?? []} />
            {phone && total > ATTENTION_SHOWN && (
              <Anchor component="button" type="button" fz="sm" onClick={dialog.open}>
                Shfaq të gjitha ({total})
              </Anchor>
            )}
          </Stack>
        </Collapse>
      </Stack>
      <AttentionDialog opened={opened} onClose={dialog.close} />
    </Paper>
  );
}
