import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { JOB_PRIORITIES, type JobPriority, type JobUpdateRequest } from '@repair-shop/contracts';
import { IfPresent } from '../../../common/validation/if-present';
import { IsMoneyAmount } from '../../../common/validation/is-money-amount';
import { IsPhoneLike } from '../../../common/validation/is-phone-like';
import { Trim } from '../../../common/validation/transforms';

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
  @IsMoneyAmount(0)
  estimatedPrice?: number | null;

  @IfPresent()
  @IsIn(JOB_PRIORITIES)
  priority?: JobPriority;
}
