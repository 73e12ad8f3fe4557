import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  FIELD_LIMITS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type SaleLineRequest,
  type SalePaymentRequest,
  type SaleRequest,
} from '@repair-shop/contracts';
import { Labelled } from '../../../common/validation/field-labels';
import { IsPhoneLike } from '../../../common/validation/is-phone-like';
import { IsMoneyText, IsVatRateText } from '../../../common/validation/money-text';
import { Trim } from '../../../common/validation/transforms';

/** Far beyond any counter's cart; a bound keeps one request's locks and statements few. */
export const SALE_MAX_LINES = 100;
export const SALE_MAX_PAYMENTS = 10;
export const SALE_MAX_QUANTITY = 9999;

/** Ids as the rows store them (lower case), so that lines and locked rows compare equal. */
export const LowerCaseId = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value));

export class SaleLineDto implements SaleLineRequest {
  @IsOptional()
  @IsUUID()
  @LowerCaseId()
  productId?: string;

  @IsOptional()
  @IsUUID()
  @LowerCaseId()
  unitId?: string;

  @IsOptional()
  @IsUUID()
  @LowerCaseId()
  jobId?: string;

  /** A quick line: something not in stock, named at the counter. */
  @IsOptional()
  @Labelled('Emri i rreshtit')
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.partName)
  name?: string;

  @IsDefined()
  @Labelled('Sasia')
  @IsInt()
  @Min(1)
  @Max(SALE_MAX_QUANTITY)
  quantity: number;

  @IsOptional()
  @Labelled('Çmimi')
  @IsMoneyText()
  unitPrice?: string;

  @IsOptional()
  @Labelled('Zbritja')
  @IsMoneyText()
  discount?: string;

  @IsOptional()
  @IsVatRateText()
  vatRate?: string | null;
}

export class SalePaymentDto implements SalePaymentRequest {
  @IsDefined()
  @Labelled('Mënyra e pagesës')
  @IsIn(PAYMENT_METHODS)
  method: PaymentMethod;

  @Labelled('Shuma')
  @IsMoneyText()
  amount: string;
}

/** POST /sales */
export class SaleDto implements SaleRequest {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(SALE_MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => SaleLineDto)
  lines: SaleLineDto[];

  @IsArray()
  @ArrayMaxSize(SALE_MAX_PAYMENTS)
  @ValidateNested({ each: true })
  @Type(() => SalePaymentDto)
  payments: SalePaymentDto[];

  @IsOptional()
  @Labelled('Zbritja')
  @IsMoneyText()
  discount?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @IsPhoneLike()
  @MaxLength(30)
  clientPhone?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(FIELD_LIMITS.clientName)
  clientName?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  note?: string;

  @IsOptional()
  @Labelled('Arka')
  @IsUUID()
  tillStationId?: string;

  @IsOptional()
  @IsBoolean()
  allowNegativeStock?: boolean;
}
