import { SHOP_TIME_ZONE } from '../jobs';

/** Today's date in shop time (YYYY-MM-DD). */
export function shopToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The current month in shop time (YYYY-MM). */
export const shopMonth = (now: Date): string => shopToday(now).slice(0, 7);

/** The month `count` months after (or before, negative) a YYYY-MM month. */
export function addMonths(month: string, count: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months from one YYYY-MM month to another, both included. */
export function monthsBetween(from: string, to: string): number {
  const [fromYear = 0, fromMonth = 1] = from.split('-').map(Number);
  const [toYear = 0, toMonth = 1] = to.split('-').map(Number);
  return toYear * 12 + toMonth - (fromYear * 12 + fromMonth) + 1;
}

/** SQL of the instant a shop-time day (a date expression) begins, as timestamptz, which an index on a timestamptz column serves. */
export const shopDayStart = (date: string): string => `((${date})::date::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}')`;

/** SQL bounds `[start, finish)` of the shop-time days from the date expression `from` to `to`, both included. */
export const shopDayBounds = (from: string, to: string): { start: string; finish: string } => ({
  start: shopDayStart(from),
  finish: shopDayStart(`(${to})::date + 1`),
});
