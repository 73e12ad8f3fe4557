const pad2 = (value: number): string => String(value).padStart(2, '0');

/** "2026-11-23" as "23.11.2026". */
export function dayText(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** "09:05", the time of a moment on this device's clock (the shop's). */
export function timeText(iso: string): string {
  const moment = new Date(iso);
  return `${pad2(moment.getHours())}:${pad2(moment.getMinutes())}`;
}
