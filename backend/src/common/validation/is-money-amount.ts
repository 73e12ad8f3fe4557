import { applyDecorators } from '@nestjs/common';
import { IsNumber, Max, Min } from 'class-validator';
import { HasAtMostTwoDecimals } from './two-decimals';

/** The largest amount a price or a payment may have (numeric(12, 2) holds ten integer digits). */
export const MAX_AMOUNT = 99_999_999;

/**
 * An amount of money: a number with at most two decimals, from `min` up to MAX_AMOUNT. Listed in the
 * order stacked decorators would run (bottom up), so that a number too large is named as such first.
 */
export function IsMoneyAmount(min: number): PropertyDecorator {
  return applyDecorators(
    Max(MAX_AMOUNT),
    Min(min),
    HasAtMostTwoDecimals(),
    IsNumber({ allowNaN: false, allowInfinity: false }),
  );
}
