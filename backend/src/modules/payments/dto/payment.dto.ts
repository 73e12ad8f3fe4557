import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
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
import { Labelled } from '../../../common/validation/field-labels';
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

  /** Kosovo: the till whose coupon this is (checked with the shop's tills in the payment's transaction). */
  @IsOptional()
  @Labelled('Arka')
  @IsUUID()
  tillStationId?: string;
}
