import { REQUIRED_TEXT } from '@repair-shop/web';
import { isDay } from '../../../../utils/days';

export interface ExportRangeValues {
  from: string;
  to: string;
}

export const INVALID_DAY_TEXT = 'Shkruani një datë të vlefshme.';
export const REVERSED_RANGE_TEXT = 'Kjo datë nuk mund të jetë para datës «Nga data».';

/** A day field: filled, and a real day. */
export const dayError = (value: string): string | null =>
  !value ? REQUIRED_TEXT : isDay(value) ? null : INVALID_DAY_TEXT;

/** The last day: like the first, and not before it. */
export function lastDayError(to: string, values: ExportRangeValues): string | null {
  return dayError(to) ?? (isDay(values.from) && to < values.from ? REVERSED_RANGE_TEXT : null);
}
