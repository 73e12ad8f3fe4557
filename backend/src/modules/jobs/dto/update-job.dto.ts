import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import {
  DEVICE_ID_KINDS,
  type DeviceIdKind,
  FIELD_LIMITS,
  JOB_CATEGORIES,
  JOB_PRIORITIES,
  type JobCategory,
  type JobPriority,
  type JobUpdateRequest,
  WARRANTY_DAYS_MAX,
} from '@repair-shop/contracts';
import { IsDeviceId, NormalizeDeviceId } from '../../../common/validation/device-id';
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
  @MaxLength(FIELD_LIMITS.clientName)
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
  @MaxLength(FIELD_LIMITS.deviceModel)
  deviceModel?: string;

  @IfPresent()
  @IsIn(DEVICE_ID_KINDS)
  deviceIdKind?: DeviceIdKind;

  /** Checked here when deviceIdKind is sent with it; else against the job's own kind, in the service. */
  @IfPresent()
  @NormalizeDeviceId(null)
  @IsString()
  @IsNotEmpty()
  @IsDeviceId(null)
  deviceImei?: string;

  @IfPresent()
  @IsInt()
  @Min(0)
  @Max(WARRANTY_DAYS_MAX)
  warrantyDays?: number;

  @IfPresent()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.deviceCode)
  deviceCode?: string;

  @IfPresent()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.workDescription)
  workDescription?: string;

  /** null clears the price. */
  @IsOptional()
  @IsMoneyAmount(0)
  estimatedPrice?: number | null;

  @IfPresent()
  @IsIn(JOB_PRIORITIES)
  priority?: JobPriority;

  @IfPresent()
  @IsIn(JOB_CATEGORIES)
  category?: JobCategory;
}
