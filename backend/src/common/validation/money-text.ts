import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDefined, ValidateBy } from 'class-validator';
import { MONEY_TEXT_PATTERN, VAT_RATE_PATTERN } from '@repair-shop/contracts';

/**
 * Amounts as exact decimal text ("12.50"). A JSON number is taken too and turned into its shortest text
 * (12.5 → "12.5"), which the pattern then checks: a number that is no two-decimal amount is refused, never rounded.
 */
const AsDecimalText = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : value,
  );

const matching = (name: string, pattern: RegExp): PropertyDecorator =>
  ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => typeof value === 'string' && pattern.test(value),
      defaultMessage: () => `invalid ${name}`,
    },
  });

/** An amount of money, 0 or more, at most two decimals and ten integer digits (numeric(12, 2)). */
export const IsMoneyText = (): PropertyDecorator =>
  applyDecorators(matching('isMoneyText', MONEY_TEXT_PATTERN), IsDefined(), AsDecimalText());

/** A VAT rate in percent, 0 to 99.99 (numeric(4, 2)). */
export const IsVatRateText = (): PropertyDecorator =>
  applyDecorators(matching('isVatRateText', VAT_RATE_PATTERN), AsDecimalText());

/** An exact decimal text as numeric(12, 2) answers it ("0.2" → "0.20", "4" → "4.00"), without a floating-point step. */
export function twoDecimals(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}
