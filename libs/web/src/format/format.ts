/** Dates and money as Albanian users read them (sq-AL conventions, independent of the browser's locale data). */

import { formatMoney, type Currency } from '@repair-shop/contracts';

const pad2 = (value: number): string => String(value).padStart(2, '0');

/**
 * "21.11.2026", the Albanian (sq-AL) date. Built by hand rather than with Intl because browsers
 * without Albanian locale data (Debian's Chromium, for one) would fall back to "11/21/2026".
 */
export function formatDate(iso: string | Date): string {
  const date = new Date(iso);
  return `${pad2(date.getDate())}.${pad2(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** "21.11.2026, 14:05": the date and the 24-hour time, by hand like formatDate. */
export function formatDateTime(iso: string | Date): string {
  const date = new Date(iso);
  return `${formatDate(date)}, ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** Money is formatted by the contract, so that the server's history texts and the screens agree. */
export { formatMoney } from '@repair-shop/contracts';

/** The sign a price field shows after the amount ("€", "L", "den."), as formatMoney writes it. */
export function currencySymbol(currency: Currency): string {
  return formatMoney(0, currency).split(' ').pop() ?? '';
}

/** Initials for the header avatar: first letters of first and last name. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** Local midnight of the given day and of the next one, for the "today's jobs" filter. */
export function dayRange(day: Date = new Date()): { from: string; to: string } {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

/** Names are formatted by the contract, so that the server's texts and the screens agree. */
export { fullName } from '@repair-shop/contracts';
