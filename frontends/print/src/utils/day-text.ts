import { calendarDayText, shopTimeOf } from '@repair-shop/web';

/** "2026-11-23" as "23.11.2026". */
export const dayText = (date: string): string => calendarDayText(date);

/** "09:05", the shop's time of a moment (whatever zone the printing computer is set to). */
export const timeText = (iso: string): string => shopTimeOf(iso);
