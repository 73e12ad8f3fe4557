import { IsDefined, IsIn, IsOptional, IsString, ValidateBy } from 'class-validator';
import { CASH_DEPOSIT_OPERATIONS, cashDepositAmountProblem, type CashDepositOperation } from '@repair-shop/contracts';
import { IsCalendarDate } from '../../../common/validation/is-calendar-date';
import { Labelled } from '../../../common/validation/field-labels';
import { Trim } from '../../../common/validation/transforms';

/** The amount fits the contract's rule for its operation (its message, in validation-messages, says which). */
function IsCashDepositAmount(): PropertyDecorator {
  return ValidateBy({
    name: 'isCashDepositAmount',
    validator: {
      validate: (value: unknown, args) =>
        typeof value === 'string' &&
        cashDepositAmountProblem((args?.object as CashDepositDto).operation ?? 'initial', value) === null,
      defaultMessage: () => 'invalid cash deposit amount',
    },
  });
}

/** POST /fiscal/cash-deposits: the amount as an exact decimal string, never a floating-point number. */
export class CashDepositDto {
  @Labelled('Shuma')
  @IsCashDepositAmount()
  @Trim()
  @IsDefined()
  @IsString()
  amount: string;

  @Labelled('Veprimi')
  @IsDefined()
  @IsIn(CASH_DEPOSIT_OPERATIONS)
  operation: CashDepositOperation;
}

/** GET /fiscal/cash-deposits?day=: the day (Albania's), today when left out. */
export class CashDepositDayQueryDto {
  @Labelled('Dita')
  @IsOptional()
  @IsCalendarDate()
  day?: string;
}
