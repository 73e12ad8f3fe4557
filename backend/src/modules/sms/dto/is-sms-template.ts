import { ValidateBy } from 'class-validator';
import { unknownSmsPlaceholders } from '@repair-shop/contracts';

/** A template may only use the known placeholders; a typo like {emri} would reach the client as it is. */
export function IsSmsTemplate(): PropertyDecorator {
  return ValidateBy({
    name: 'isSmsTemplate',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && unknownSmsPlaceholders(value).length === 0,
      defaultMessage: () => 'unknown placeholder',
    },
  });
}
