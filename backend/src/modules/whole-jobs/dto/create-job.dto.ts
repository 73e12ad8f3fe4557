import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import {
  DEVICE_ID_KINDS,
  type DeviceIdKind,
  FIELD_LIMITS,
  JOB_CATEGORIES,
  JOB_PRIORITIES,
  type JobCategory,
  type JobPriority,
  type JobRequest,
  WARRANTY_DAYS_MAX,
} from '@repair-shop/contracts';
import { IsDeviceId, NormalizeDeviceId } from '../../../common/validation/device-id';
import { IsMoneyAmount } from '../../../common/validation/is-money-amount';
import { DepositDto } from '../../payments';
import { DrawnSignatureDto, IntakeRecordDto } from '../../intake';
import { DeviceLockDto } from '../../device-locks';
import { IsPhoneLike } from '../../../common/validation/is-phone-like';
import { Trim } from '../../../common/validation/transforms';

export class CreateJobDto implements JobRequest {
  @IsString()
  @IsNotEmpty()
  @IsUUID()
  workerId: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.clientName)
  clientName: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @IsPhoneLike()
  clientPhone: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.deviceModel)
  deviceModel: string;

  @IsOptional()
  @IsIn(DEVICE_ID_KINDS)
  deviceIdKind?: DeviceIdKind;

  @NormalizeDeviceId('imei')
  @IsString()
  @IsNotEmpty()
  @IsDeviceId('imei')
  deviceImei: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.deviceCode)
  deviceCode: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.workDescription)
  workDescription: string;

  @IsOptional()
  @IsMoneyAmount(0)
  estimatedPrice?: number | null;

  @IsOptional()
  @IsIn(JOB_PRIORITIES)
  priority?: JobPriority;

  @IsOptional()
  @IsIn(JOB_CATEGORIES)
  category?: JobCategory;

  @IsOptional()
  @ValidateNested()
  @Type(() => DepositDto)
  deposit?: DepositDto;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => IntakeRecordDto)
  intake?: IntakeRecordDto;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => DrawnSignatureDto)
  intakeSignature?: DrawnSignatureDto;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(WARRANTY_DAYS_MAX)
  warrantyDays?: number;

  @IsOptional()
  @IsUUID()
  warrantyOfJobId?: string;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => DeviceLockDto)
  deviceLock?: DeviceLockDto;
}
