import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { InsightChange } from '@repair-shop/contracts';

export const INSIGHT_CHANGES_TITLE = 'Çfarë ndryshoi';
export const NO_CHANGES_TEXT = 'Asgjë e pazakontë: kjo javë është si zakonisht.';

/** "Çfarë ndryshoi": the sentences the server wrote of what differs from the shop's usual weeks, instead of a chart. */
export function InsightChanges({ changes }: { changes: InsightChange[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="insight-changes-title">
      <Stack gap="xs">
        <Title order={3} fz="h4" id="insight-changes-title">
          {INSIGHT_CHANGES_TITLE}
        </Title>
        {changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {NO_CHANGES_TEXT}
          </Text>
        ) : (
          <List size="sm" spacing={4} aria-label={INSIGHT_CHANGES_TITLE}>
            {changes.map((change) => (
              <List.Item key={change.text}>{change.text}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
