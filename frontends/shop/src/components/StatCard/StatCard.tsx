import { Paper, Skeleton, Text } from '@mantine/core';

interface Props {
  label: string;
  value: number | string | null;
  hint?: string;
}

/** One figure with its label; a placeholder while it loads. */
export function StatCard({ label, value, hint }: Props) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={34} w={60} mt={6} />
      ) : (
        <Text fz={32} fw={700} lh={1.25}>
          {value}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
