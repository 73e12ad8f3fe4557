/** Months as the profit report takes them (YYYY-MM) and as people read them. */
import { shopMonthOf } from '@repair-shop/web';

/** The profit report covers at most this many months at once (the server refuses more). */
export const MAX_REPORT_MONTHS = 24;
/** Months shown when the statistics open: the last 12, this one included. */
export const DEFAULT_REPORT_MONTHS = 12;
/** How far back the month pickers go. */
export const MONTHS_OFFERED = 36;

const NAMES = [
  'janar',
  'shkurt',
  'mars',
  'prill',
  'maj',
  'qershor',
  'korrik',
  'gusht',
  'shtator',
  'tetor',
  'nëntor',
  'dhjetor',
];
const SHORT_NAMES = ['Jan', 'Shk', 'Mar', 'Pri', 'Maj', 'Qer', 'Kor', 'Gus', 'Sht', 'Tet', 'Nën', 'Dhj'];

const parts = (month: string): [number, number] => {
  const [year, number] = month.split('-').map(Number);
  return [year, number];
};

/** The shop's month of that moment, "2026-11", whatever zone the device is set to. */
export const monthOf = (moment: Date): string => shopMonthOf(moment);

/** The month `count` months after (before, negative) a YYYY-MM month. */
export function addMonths(month: string, count: number): string {
  const [year, number] = parts(month);
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months from one to the other, both included (0 or less when `to` comes first). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromNumber] = parts(from);
  const [toYear, toNumber] = parts(to);
  return toYear * 12 + toNumber - (fromYear * 12 + fromNumber) + 1;
}

/** "Nëntor 2026". */
export function monthLabel(month: string): string {
  const [year, number] = parts(month);
  const name = NAMES[number - 1] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}

/** "Nën 26", for a chart's axis. */
export function shortMonthLabel(month: string): string {
  const [year, number] = parts(month);
  return `${SHORT_NAMES[number - 1] ?? ''} ${String(year).slice(-2)}`;
}

/** The months a picker offers, newest first, ending with the one `now` is in. */
export function recentMonths(now: Date, count = MONTHS_OFFERED): string[] {
  const current = monthOf(now);
  return Array.from({ length: count }, (_, index) => addMonths(current, -index));
}

/** The range the statistics open with: the last 12 months, this one included. */
export function defaultMonthRange(now: Date): { from: string; to: string } {
  const to = monthOf(now);
  return { from: addMonths(to, -(DEFAULT_REPORT_MONTHS - 1)), to };
}

/**
 * The range with a new first month; its last month moves only when it would no longer fit: before the
 * first (then the 12 months from it, this month at most) or more than 24 months after it.
 */
export function withFirstMonth(
  range: { from: string; to: string },
  from: string,
  now: Date,
): { from: string; to: string } {
  const current = monthOf(now);
  let to = range.to;
  if (to < from) to = [addMonths(from, DEFAULT_REPORT_MONTHS - 1), current].sort()[0];
  if (monthsBetween(from, to) > MAX_REPORT_MONTHS) to = addMonths(from, MAX_REPORT_MONTHS - 1);
  return { from, to };
}

/** The last months a range starting at `from` may end with, newest first: this month at most, 24 months in all. */
export function lastMonthsFor(from: string, now: Date): string[] {
  const last = [addMonths(from, MAX_REPORT_MONTHS - 1), monthOf(now)].sort()[0];
  return Array.from({ length: monthsBetween(from, last) }, (_, index) => addMonths(last, -index));
}
