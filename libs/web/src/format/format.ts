/**
 * Dates and money as Albanian users read them (sq-AL conventions, independent of the browser's locale
 * data), every date and time in the shop's time zone (shop-time.ts), not the device's.
 */

import { formatMoney, type Currency } from '@repair-shop/contracts';
import { addCalendarDays, shopClockOf, shopDayOf, shopDayStart } from './shop-time';

/** "2026-11-21" as "21.11.2026". */
export function calendarDayText(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
}

/**
 * "21.11.2026", the Albanian (sq-AL) date of that moment in the shop. Built by hand rather than with Intl
 * because browsers without Albanian locale data (Debian's Chromium, for one) would fall back to "11/21/2026".
 */
export function formatDate(iso: string | Date): string {
  return calendarDayText(shopDayOf(iso));
}

/** "21.11.2026, 14:05": the shop's date and 24-hour time of that moment, by hand like formatDate. */
export function formatDateTime(iso: string | Date): string {
  const { day, time } = shopClockOf(iso);
  return `${calendarDayText(day)}, ${time}`;
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

/** The shop's midnight of the given moment's day and of the next one, for the "today's jobs" filter. */
export function dayRange(day: Date = new Date()): { from: string; to: string } {
  const shopDay = shopDayOf(day);
  return { from: shopDayStart(shopDay), to: shopDayStart(addCalendarDays(shopDay, 1)) };
}

/** Names are formatted by the contract, so that the server's texts and the screens agree. */
export { fullName } from '@repair-shop/contracts';
