import { Badge } from '@mantine/core';
import type { UserResponse } from '@repair-shop/contracts';
import { TRIAL_COLORS, trialBadgeLabel, trialStatus } from '@repair-shop/web';

/** Administrator, or the trial's state in red, yellow or green. */
export function TrialBadge({ user }: { user: UserResponse }) {
  if (user.isAdmin) {
    return (
      <Badge color="indigo" variant="filled" style={{ flexShrink: 0 }}>
        Administrator
      </Badge>
    );
  }
  return (
    <Badge color={TRIAL_COLORS[trialStatus(user)]} variant="light" style={{ flexShrink: 0 }}>
      {trialBadgeLabel(user)}
    </Badge>
  );
}
