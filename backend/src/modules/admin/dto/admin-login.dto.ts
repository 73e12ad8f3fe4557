import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { AdminLoginRequest } from '@repair-shop/contracts';
import { NormalizeEmail } from '../../../common/validation/transforms';
import { FIELD_LIMITS, PASSWORD_LENGTH } from '@repair-shop/contracts';

export class AdminLoginDto implements AdminLoginRequest {
  /** Usernames are compared lower-cased, like emails. */
  @NormalizeEmail()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.adminUsername)
  username: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_LENGTH.max)
  password: string;
}
