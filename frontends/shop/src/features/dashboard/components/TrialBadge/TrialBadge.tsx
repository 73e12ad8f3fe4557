import { Badge, type BadgeProps } from '@mantine/core';
import type { UserResponse } from '@repair-shop/contracts';
import { TRIAL_COLORS, trialBadgeLabel, trialStatus } from '@repair-shop/web';

type BadgeUser = Pick<UserResponse, 'isExpired' | 'remainingDays' | 'trialExpiresAt' | 'subscriptionStatus'>;

/**
 * Days left of the trial (or, for a paying shop, until when the subscription runs): green, yellow when 7
 * or fewer days are left, red ("Skaduar") when over.
 */
export function TrialBadge({ user, ...props }: { user: BadgeUser } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge color={TRIAL_COLORS[trialStatus(user)]} variant="light" {...props}>
      {trialBadgeLabel(user)}
    </Badge>
  );
}
