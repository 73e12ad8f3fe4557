import { ValidateBy, type ValidationOptions } from 'class-validator';

/** "2026-11-23": a day that exists (not 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** "2026-11": a month of a year from 2000 on. */
export function isCalendarMonth(value: unknown): value is string {
  return typeof value === 'string' && /^(2\d{3})-(0[1-9]|1[0-2])$/.test(value);
}

/** A day as YYYY-MM-DD, the form a date input gives. */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isCalendarDate', validator: { validate: isCalendarDate, defaultMessage: () => 'not a YYYY-MM-DD day' } },
    options,
  );
}

/** A month as YYYY-MM, the form a month input gives. */
export function IsCalendarMonth(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isCalendarMonth', validator: { validate: isCalendarMonth, defaultMessage: () => 'not a YYYY-MM month' } },
    options,
  );
}
