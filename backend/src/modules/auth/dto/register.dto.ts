import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { RegisterRequest } from '@repair-shop/contracts';
import { Trim } from '../../../common/validation/transforms';
import { IsAccountEmail, IsNewPassword } from './account-fields';
import { FIELD_LIMITS } from '@repair-shop/contracts';

export class RegisterDto implements RegisterRequest {
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.personName)
  firstName: string;

  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.personName)
  lastName: string;

  @IsAccountEmail()
  email: string;

  @IsNewPassword()
  password: string;
}
