import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PAYMENT_KINDS, PAYMENT_METHODS, type DepositRequest, type PaymentKind, type PaymentMethod, type PaymentRequest } from '@repair-shop/contracts';
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
  @MaxLength(500)
  note?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(50)
  fiscalReceiptNumber?: string;
}
