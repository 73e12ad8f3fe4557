import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { WorkerRequest } from '@repair-shop/contracts';
import { IsPhoneLike } from '../../../common/validation/is-phone-like';
import { Trim } from '../../../common/validation/transforms';

export class WorkerDto implements WorkerRequest {
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  firstName: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  lastName: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @IsPhoneLike()
  phoneNumber: string;
}
