/**
 * Date-times as the CIS writes them: ISO 8601 to the second with the offset of Albania's time zone,
 * "2026-11-26T10:15:00+01:00" ([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([+-][0-9]{2}:[0-9]{2}|Z)).
 * Albania's local time, since the issue date-time is printed on the receipt and its year numbers the invoice.
 */

import { wallClockIn } from '@repair-shop/contracts';

export const ALBANIA_TIME_ZONE = 'Europe/Tirane';

export const CIS_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})([+-]\d{2}:\d{2}|Z)$/;

export function formatCisDateTime(instant: Date): string {
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  const { date, time } = wallClockIn(ALBANIA_TIME_ZONE, new Date(seconds));
  const local = `${date}T${time}`;
  const offsetMinutes = Math.round((Date.parse(`${local}Z`) - seconds) / 60000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

/** The instant a CIS date-time names, or null when the text is not one. */
export function parseCisDateTime(text: string): Date | null {
  if (!CIS_DATE_TIME.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
