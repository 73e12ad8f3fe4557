import { ValidateBy, isISO8601, type ValidationOptions } from 'class-validator';

/** A calendar date, or a date and time with an optional zone: the forms JavaScript reads the same everywhere. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * A date filter as clients send it (`2026-01-15` or `2026-01-15T10:00:00.000Z`). ISO 8601 also allows
 * week and ordinal dates (`2024-W01`, `2024-366`) and compact forms that Date cannot read; those are
 * refused, as are days that do not exist (`2026-02-30`).
 */
export function IsDateTime(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isIso8601',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          DATE_TIME.test(value) &&
          isISO8601(value, { strict: true }) &&
          !Number.isNaN(Date.parse(value)),
        defaultMessage: () => 'invalid date',
      },
    },
    options,
  );
}
