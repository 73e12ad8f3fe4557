import { Text } from '@mantine/core';

interface Props {
  label: string;
  value: string;
  /** A line under the value, e.g. what a total is made of. */
  hint?: string;
  color?: string;
  /** The value's size: `xl` for a job's money, `lg` where five sit in a row. */
  size?: 'lg' | 'xl';
}

/** One figure at a glance: its label (also the group's accessible name), the value, and an optional hint. */
export function Figure({ label, value, hint, color, size = 'xl' }: Props) {
  return (
    <div role="group" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz={size} fw={700} c={color}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </div>
  );
}
