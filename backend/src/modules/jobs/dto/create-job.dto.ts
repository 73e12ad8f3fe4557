import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { JOB_PRIORITIES, type JobPriority, type JobRequest } from '@repair-shop/contracts';
import { IsMoneyAmount } from '../../../common/validation/is-money-amount';
import { DepositDto } from '../../payments/dto/payment.dto';
import { IntakeRecordDto } from '../../intake/dto/intake-record.dto';
import { DrawnSignatureDto } from '../../intake/dto/signature.dto';
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
  @IsMoneyAmount(0)
  estimatedPrice?: number | null;

  @IsOptional()
  @IsIn(JOB_PRIORITIES)
  priority?: JobPriority;

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
}
