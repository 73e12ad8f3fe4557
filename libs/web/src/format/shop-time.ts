import { shopWallClock } from '@repair-shop/contracts';

/**
 * The shop's calendar and clock (SHOP_TIME_ZONE), whatever zone the device is set to: a job received at
 * 23:30 in the shop is on that day on every screen, as in the exports and the audit log.
 */
export interface ShopClock {
  /** "2026-11-25" */
  day: string;
  /** "23:30" */
  time: string;
}

/** The shop's day and time of an instant. */
export function shopClockOf(instant: string | Date): ShopClock {
  const wall = shopWallClock(new Date(instant));
  return { day: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** The shop's day of an instant (now, unless said), "2026-11-25". */
export const shopDayOf = (instant: string | Date = new Date()): string => shopClockOf(instant).day;

/** The shop's month of an instant, "2026-11". */
export const shopMonthOf = (instant: string | Date = new Date()): string => shopDayOf(instant).slice(0, 7);

/** "23:30", the shop's time of an instant. */
export const shopTimeOf = (instant: string | Date): string => shopClockOf(instant).time;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `count` days after (before, negative) a YYYY-MM-DD day, whatever the zone. */
export function addCalendarDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The day of the week of a YYYY-MM-DD day, 0 for Sunday. */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** Milliseconds the shop's clock is ahead of UTC at that instant (an hour in winter, two in summer). */
function shopOffsetMs(instant: number): number {
  const wall = shopWallClock(new Date(instant));
  const asUtc = Date.parse(`${wall.replace(' ', 'T')}Z`);
  // The wall clock has whole seconds: the instant's milliseconds are not part of the offset.
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a shop day begins (its midnight in the shop), as the API's ISO date-time. */
export function shopDayStart(day: string): string {
  const midnightAsUtc = Date.parse(`${day}T00:00:00Z`);
  // The offset at the guessed instant, then at the instant found: right on either side of a DST change.
  const guess = midnightAsUtc - shopOffsetMs(midnightAsUtc);
  return new Date(midnightAsUtc - shopOffsetMs(guess)).toISOString();
}
