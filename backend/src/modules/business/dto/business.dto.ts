import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { COUNTRIES, type BusinessRequest, type BusinessUpdateRequest, type Country } from '@repair-shop/contracts';
import { IsPhoneLike } from '../../../common/validation/is-phone-like';
import { Trim } from '../../../common/validation/transforms';

export class BusinessDto implements BusinessRequest {
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(150)
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
  @MaxLength(100)
  city: string;
}

/** PUT /api/business: the same details, and the technicians' view of the jobs when sent. */
export class BusinessUpdateDto extends BusinessDto implements BusinessUpdateRequest {
  @IsOptional()
  @IsBoolean()
  techniciansSeeOwnJobsOnly?: boolean;
}
