import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { parseTicketCode } from '@repair-shop/contracts';

/** A ticket code as typed ("#a99b0e", " A9 9B0E ") becomes the code itself; anything else is left for IsTicketCode to refuse. */
export const ReadTicketCode = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (parseTicketCode(value) ?? value) : value));

/** Six hexadecimal characters, upper case, as ReadTicketCode leaves a ticket code. */
export function IsTicketCode(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTicketCode',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseTicketCode(value) === value,
        defaultMessage: () => 'invalid ticket code',
      },
    },
    options,
  );
}
