import { ValidateBy, ValidationOptions } from 'class-validator';

/** A phone number as people write it: digits with optional +, spaces, dashes, dots, slashes, parentheses. */
export function IsPhoneLike(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPhoneLike',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string' || !/^\+?[\d\s()./-]+$/.test(value)) return false;
          const digits = value.replace(/\D/g, '').length;
          return digits >= 6 && digits <= 15;
        },
        defaultMessage: () => 'invalid phone number',
      },
    },
    options,
  );
}

/** Text written the way phone numbers are (digits, spaces, + ( ) . / -), with at least one digit. */
export function writtenLikePhone(text: string): boolean {
  return /^[\d\s+()./-]+$/.test(text) && /\d/.test(text);
}
