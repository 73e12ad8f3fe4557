import { ValidateBy, ValidationOptions } from 'class-validator';

/**
 * An amount with at most two decimals. Replaces IsNumber's maxDecimalPlaces, which throws (and so
 * answers 500) for numbers JavaScript writes in exponent form, such as 1e-7.
 */
export function HasAtMostTwoDecimals(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxDecimalPlaces',
      validator: {
        validate: (value: unknown) => typeof value === 'number' && /^-?\d+(\.\d{1,2})?$/.test(String(value)),
        defaultMessage: () => 'at most two decimals',
      },
    },
    options,
  );
}
