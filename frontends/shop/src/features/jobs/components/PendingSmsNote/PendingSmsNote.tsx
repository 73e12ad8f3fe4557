import { Group, Loader, Text } from '@mantine/core';

/** "1 SMS në radhë për dërgim…": SMS of the job still waiting for the sender; their outcome joins the history. */
export function PendingSmsNote({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Group gap={6} role="status" wrap="nowrap">
      <Loader size={12} color="gray" type="dots" aria-hidden />
      <Text size="sm" c="dimmed">
        {count} SMS në radhë për dërgim…
      </Text>
    </Group>
  );
}
