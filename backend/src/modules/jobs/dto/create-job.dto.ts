import { IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { JOB_PRIORITIES, type JobPriority, type JobRequest } from '@repair-shop/contracts';
import { HasAtMostTwoDecimals } from '../../../common/validation/two-decimals';
import { IsPhoneLike } from '../../../common/validation/is-phone-like';
import { Trim } from '../../../common/validation/transforms';

export const MAX_PRICE = 99_999_999;

export class CreateJobDto implements JobRequest {
  @IsString()
  @IsNotEmpty()
  @IsUUID()
  workerId: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(150)
  clientName: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @IsPhoneLike()
  clientPhone: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(150)
  deviceModel: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  deviceImei: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  deviceCode: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  workDescription: string;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @HasAtMostTwoDecimals()
  @Min(0)
  @Max(MAX_PRICE)
  estimatedPrice?: number | null;

  @IsOptional()
  @IsIn(JOB_PRIORITIES)
  priority?: JobPriority;
}
