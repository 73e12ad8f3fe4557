import { Badge, type BadgeProps } from '@mantine/core';
import type { JobStatus } from '@repair-shop/contracts';
import { STATUS_COLORS, statusLabel } from '@repair-shop/web';

/** A job's status in its colour (new red, in process yellow, ready blue, completed green, other grey). */
export function StatusBadge({ status, ...props }: { status: JobStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" {...props}>
      {statusLabel(status)}
    </Badge>
  );
}
