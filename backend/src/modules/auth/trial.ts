import { TRIAL_DAYS } from '@repair-shop/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrialState {
  isExpired: boolean;
  /** Whole days left, counting a started day as a day; never negative. */
  remainingDays: number;
}

/** Administrators have no trial (trialExpiresAt null) and are never expired. */
export function trialState(trialExpiresAt: Date | null, now: Date): TrialState {
  if (trialExpiresAt === null) return { isExpired: false, remainingDays: 0 };
  const msLeft = trialExpiresAt.getTime() - now.getTime();
  if (msLeft <= 0) return { isExpired: true, remainingDays: 0 };
  return { isExpired: false, remainingDays: Math.ceil(msLeft / DAY_MS) };
}

export function trialEndForNewUser(registeredAt: Date): Date {
  return new Date(registeredAt.getTime() + TRIAL_DAYS * DAY_MS);
}

/** Adds calendar months in UTC; a day that does not exist in the target month becomes its last day (31 Jan + 1 = 28/29 Feb). */
export function addCalendarMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
