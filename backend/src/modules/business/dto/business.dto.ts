import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  ATTENTION_DAYS_MAX,
  ATTENTION_DAYS_MIN,
  type BusinessRequest,
  type BusinessUpdateRequest,
  COUNTRIES,
  CURRENCIES,
  type Country,
  type Currency,
  FIELD_LIMITS,
  INTAKE_TERMS_MAX_LENGTH,
  WARRANTY_DAYS_MAX,
} from '@repair-shop/contracts';
import { HasAtMostTwoDecimals } from '../../../common/validation/two-decimals';
import { IfPresent } from '../../../common/validation/if-present';
import { IsPhoneLike } from '../../../common/validation/is-phone-like';
import { Trim } from '../../../common/validation/transforms';

export class BusinessDto implements BusinessRequest {
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.businessName)
  businessName: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @IsPhoneLike()
  contactNumber: string;

  @IsString()
  @IsNotEmpty()
  @IsIn(COUNTRIES)
  country: Country;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.city)
  city: string;
}

/**
 * PUT /api/business: the same details, and when sent, the technicians' view of the jobs, the currency,
 * the tax number, the VAT rate and the intake terms (null or "" removes any of the last three), the
 * warranty's days and after how many days a job needs attention.
 */
export class BusinessUpdateDto extends BusinessDto implements BusinessUpdateRequest {
  @IsOptional()
  @IsBoolean()
  techniciansSeeOwnJobsOnly?: boolean;

  @IsOptional()
  @IsBoolean()
  techniciansCanSell?: boolean;

  @IfPresent()
  @IsIn(CURRENCIES)
  currency?: Currency;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(FIELD_LIMITS.taxNumber)
  taxNumber?: string | null;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @HasAtMostTwoDecimals()
  @Min(0)
  @Max(99.99)
  vatRate?: number | null;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(INTAKE_TERMS_MAX_LENGTH)
  intakeTerms?: string | null;

  @IfPresent()
  @IsInt()
  @Min(0)
  @Max(WARRANTY_DAYS_MAX)
  warrantyDays?: number;

  @IfPresent()
  @IsInt()
  @Min(ATTENTION_DAYS_MIN)
  @Max(ATTENTION_DAYS_MAX)
  uncollectedAfterDays?: number;

  @IfPresent()
  @IsInt()
  @Min(ATTENTION_DAYS_MIN)
  @Max(ATTENTION_DAYS_MAX)
  idleAfterDays?: number;

  @IsOptional()
  @IsBoolean()
  trackingShowsReadyEstimate?: boolean;
}
