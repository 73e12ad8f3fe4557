/** Days as the API takes them (YYYY-MM-DD, the shop's calendar) and as people read them. */
import { addCalendarDays, calendarDayText, shopDayOf, shopTimeOf, weekdayOf } from '@repair-shop/web';

/** The shop's day of that moment, "2026-11-23", whatever zone the device is set to. */
export const dayOf = (moment: Date): string => shopDayOf(moment);

/** Today in the shop, "2026-11-23". */
export const today = (): string => shopDayOf(new Date());

/** Whether the text is a real calendar day, YYYY-MM-DD (2026-02-30 is not). */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && addCalendarDays(text, 0) === text;
}

/** The day `count` days after (before, negative) a YYYY-MM-DD day. */
export const addDays = (day: string, count: number): string => addCalendarDays(day, count);

/** The first day of that day's month, "2026-11-01". */
export const monthStart = (day: string): string => `${day.slice(0, 8)}01`;

const WEEKDAYS = ['e diel', 'e hënë', 'e martë', 'e mërkurë', 'e enjte', 'e premte', 'e shtunë'];

/** "e hënë, 23.11.2026". */
export function dayTitle(day: string): string {
  return `${WEEKDAYS[weekdayOf(day)]}, ${calendarDayText(day)}`;
}

/** "14:05", the shop's time of a moment. */
export const timeOf = (iso: string): string => shopTimeOf(iso);
