import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { WorkerUpdateRequest } from '@repair-shop/contracts';
import { IfPresent } from '../../../common/validation/if-present';
import { IsPhoneLike } from '../../../common/validation/is-phone-like';
import { Trim } from '../../../common/validation/transforms';

export class WorkerUpdateDto implements WorkerUpdateRequest {
  @IfPresent()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  firstName?: string;

  @IfPresent()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  lastName?: string;

  @IfPresent()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @IsPhoneLike()
  phoneNumber?: string;

  @IfPresent()
  @IsBoolean()
  active?: boolean;
}
