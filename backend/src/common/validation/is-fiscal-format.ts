import { ValidateBy } from 'class-validator';
import { fitsFiscalFormat, type FiscalField } from '@repair-shop/contracts';

/** The field fits its format in libs/contracts (the same check the forms make); its message names the format. */
export function IsFiscalFormat(field: FiscalField): PropertyDecorator {
  return ValidateBy({
    name: 'isFiscalFormat',
    constraints: [field],
    validator: {
      validate: (value: unknown) => typeof value === 'string' && fitsFiscalFormat(field, value),
      defaultMessage: () => `invalid ${field}`,
    },
  });
}
