import { TRIAL_WARNING_DAYS, type UserResponse } from '@repair-shop/contracts';

export type TrialStatus = 'expired' | 'expiring' | 'ok';

export function trialStatus(user: Pick<UserResponse, 'isExpired' | 'remainingDays'>): TrialStatus {
  if (user.isExpired) return 'expired';
  if (user.remainingDays <= TRIAL_WARNING_DAYS) return 'expiring';
  return 'ok';
}

export const TRIAL_COLORS: Record<TrialStatus, string> = { expired: 'red', expiring: 'yellow', ok: 'green' };

/** Text of the header badge. */
export function trialBadgeLabel(user: Pick<UserResponse, 'isExpired' | 'remainingDays'>): string {
  if (user.isExpired) return 'Trial skaduar';
  return user.remainingDays === 1 ? '1 ditë e mbetur' : `${user.remainingDays} ditë të mbetura`;
}

/** The yellow warning banner shows for a shop owner with 1 to 7 days left. */
export function showsTrialWarning(user: Pick<UserResponse, 'isAdmin' | 'isExpired' | 'remainingDays'>): boolean {
  return !user.isAdmin && !user.isExpired && user.remainingDays >= 1 && user.remainingDays <= TRIAL_WARNING_DAYS;
}
