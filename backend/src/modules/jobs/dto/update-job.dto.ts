import { IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { JOB_PRIORITIES, type JobPriority, type JobUpdateRequest } from '@repair-shop/contracts';
import { IfPresent } from '../../../common/validation/if-present';
import { HasAtMostTwoDecimals } from '../../../common/validation/two-decimals';
import { IsPhoneLike } from '../../../common/validation/is-phone-like';
import { Trim } from '../../../common/validation/transforms';
import { MAX_PRICE } from './create-job.dto';

/** Only present fields are validated (IfPresent); null is refused for fields that must always have a value. */
export class UpdateJobDto implements JobUpdateRequest {
  @IfPresent()
  @IsString()
  @IsNotEmpty()
  @IsUUID()
  workerId?: string;

  @IfPresent()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(150)
  clientName?: string;

  @IfPresent()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @IsPhoneLike()
  clientPhone?: string;

  @IfPresent()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(150)
  deviceModel?: string;

  @IfPresent()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  deviceImei?: string;

  @IfPresent()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  deviceCode?: string;

  @IfPresent()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  workDescription?: string;

  /** null clears the price. */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @HasAtMostTwoDecimals()
  @Min(0)
  @Max(MAX_PRICE)
  estimatedPrice?: number | null;

  @IfPresent()
  @IsIn(JOB_PRIORITIES)
  priority?: JobPriority;
}
