import { Badge, type BadgeProps } from '@mantine/core';
import type { UserResponse } from '@repair-shop/contracts';
import { TRIAL_COLORS, trialBadgeLabel, trialStatus } from '@repair-shop/web';

/** Days left of the trial: green, yellow when 7 or fewer, red ("Trial skaduar") when over. */
export function TrialBadge({ user, ...props }: { user: Pick<UserResponse, 'isExpired' | 'remainingDays'> } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge color={TRIAL_COLORS[trialStatus(user)]} variant="light" {...props}>
      {trialBadgeLabel(user)}
    </Badge>
  );
}
