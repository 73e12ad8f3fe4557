import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  type DepositRequest,
  FIELD_LIMITS,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  type PaymentKind,
  type PaymentMethod,
  type PaymentRequest,
} from '@repair-shop/contracts';
import { IsMoneyAmount } from '../../../common/validation/is-money-amount';
import { Trim } from '../../../common/validation/transforms';

/** A deposit taken with a new job (POST /jobs). */
export class DepositDto implements DepositRequest {
  @IsMoneyAmount(0.01)
  amount: number;

  @IsIn(PAYMENT_METHODS)
  method: PaymentMethod;
}

/** POST /jobs/:id/payments */
export class PaymentDto extends DepositDto implements PaymentRequest {
  @IsIn(PAYMENT_KINDS)
  kind: PaymentKind;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(FIELD_LIMITS.paymentNote)
  note?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(FIELD_LIMITS.fiscalReceiptNumber)
  fiscalReceiptNumber?: string;
}
