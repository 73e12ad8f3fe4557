/** Days as the API takes them (YYYY-MM-DD, the shop's calendar) and as people read them. */

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** The day of that moment on this device's calendar, "2026-11-23" (the shop's: the dashboard runs in the shop). */
export const dayOf = (moment: Date): string => `${moment.getFullYear()}-${pad2(moment.getMonth() + 1)}-${pad2(moment.getDate())}`;

/** Today, "2026-11-23". */
export const today = (): string => dayOf(new Date());

/** Whether the text is a real calendar day, YYYY-MM-DD (2026-02-30 is not). */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** The day `count` days after (before, negative) a YYYY-MM-DD day. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return dayOf(new Date(year, month - 1, date + count));
}

/** The first day of that day's month, "2026-11-01". */
export const monthStart = (day: string): string => `${day.slice(0, 8)}01`;

const WEEKDAYS = ['e diel', 'e hënë', 'e martë', 'e mërkurë', 'e enjte', 'e premte', 'e shtunë'];

/** "e hënë, 23.11.2026". */
export function dayTitle(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${WEEKDAYS[new Date(year, month - 1, date).getDay()]}, ${pad2(date)}.${pad2(month)}.${year}`;
}

/** "14:05", the time of a moment on this device's clock. */
export function timeOf(iso: string): string {
  const moment = new Date(iso);
  return `${pad2(moment.getHours())}:${pad2(moment.getMinutes())}`;
}
