import { Badge } from '@mantine/core';
import type { UserResponse } from '@repair-shop/contracts';
import { TRIAL_COLORS, subscriptionStatusLabel, trialStatus } from '@repair-shop/web';

/** Whole at any width: the column and the card give way to it, never the other way round. */
const WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

/**
 * Administrator, or the shop's state as the filter names it ("Në provë", "Abonuar", "Skaduar") in red,
 * yellow (7 days or fewer left) or green; the days and the end date have columns of their own.
 */
export function TrialBadge({ user }: { user: UserResponse }) {
  if (user.isAdmin || !user.subscriptionStatus) {
    return (
      <Badge color="indigo" variant="filled" style={WHOLE}>
        Administrator
      </Badge>
    );
  }
  return (
    <Badge color={TRIAL_COLORS[trialStatus(user)]} variant="light" style={WHOLE}>
      {subscriptionStatusLabel(user.subscriptionStatus)}
    </Badge>
  );
}
