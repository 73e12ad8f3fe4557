import { READ_ONLY_REASON, TRIAL_WARNING_DAYS, type UserResponse } from '@repair-shop/contracts';
import { formatDate } from '../format/format';

type BadgeUser = Pick<UserResponse, 'isExpired' | 'remainingDays' | 'trialExpiresAt'> &
  Partial<Pick<UserResponse, 'subscriptionStatus'>>;

/** A paying shop whose paid time runs: its badge says until when rather than counting days. */
export const isPayingShop = (user: Partial<Pick<UserResponse, 'subscriptionStatus'>>): boolean =>
  user.subscriptionStatus === 'active';

export type TrialStatus = 'expired' | 'expiring' | 'ok';

export function trialStatus(user: Pick<UserResponse, 'isExpired' | 'remainingDays'>): TrialStatus {
  if (user.isExpired) return 'expired';
  if (user.remainingDays <= TRIAL_WARNING_DAYS) return 'expiring';
  return 'ok';
}

export const TRIAL_COLORS: Record<TrialStatus, string> = { expired: 'red', expiring: 'yellow', ok: 'green' };

/** Text of the header badge: "Abonimi aktiv deri më 22.05.2027" for a paying shop, the trial's days otherwise. */
export function trialBadgeLabel(user: BadgeUser): string {
  if (user.isExpired) return 'Skaduar';
  if (isPayingShop(user) && user.trialExpiresAt) return `Abonimi aktiv deri më ${formatDate(user.trialExpiresAt)}`;
  return user.remainingDays === 1 ? '1 ditë e mbetur' : `${user.remainingDays} ditë të mbetura`;
}

/** The yellow warning banner shows for a shop owner with 1 to 7 days left. */
export function showsTrialWarning(user: Pick<UserResponse, 'isAdmin' | 'isExpired' | 'remainingDays'>): boolean {
  return !user.isAdmin && !user.isExpired && user.remainingDays >= 1 && user.remainingDays <= TRIAL_WARNING_DAYS;
}

/** The reason the account can only read (its shop's time is over); null when it may write. */
export function readOnlyReason(user: Pick<UserResponse, 'isAdmin' | 'isExpired'> | null): string | null {
  return user && !user.isAdmin && user.isExpired ? READ_ONLY_REASON : null;
}
