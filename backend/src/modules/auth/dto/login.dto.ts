import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { LoginRequest } from '@repair-shop/contracts';
import { NormalizeEmail } from '../../../common/validation/transforms';
import { FIELD_LIMITS, PASSWORD_LENGTH } from '@repair-shop/contracts';

export class LoginDto implements LoginRequest {
  @NormalizeEmail()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.email)
  email: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_LENGTH.max)
  password: string;
}
