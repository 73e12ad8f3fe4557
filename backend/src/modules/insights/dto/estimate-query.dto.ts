import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { FIELD_LIMITS, JOB_CATEGORIES, type JobCategory } from '@repair-shop/contracts';
import { Labelled } from '../../../common/validation/field-labels';
import { Trim } from '../../../common/validation/transforms';

/** GET /insights/estimate: the new job dialog's fields as typed so far; `category` once the person chose one. */
export class EstimateQueryDto {
  @Labelled('Modeli i pajisjes')
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(FIELD_LIMITS.deviceModel)
  deviceModel?: string;

  @Labelled('Përshkrimi i problemit')
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(FIELD_LIMITS.workDescription)
  description?: string;

  @Labelled('Kategoria')
  @IsOptional()
  @IsIn(JOB_CATEGORIES)
  category?: JobCategory;
}
