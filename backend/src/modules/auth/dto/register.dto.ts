import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { RegisterRequest } from '@repair-shop/contracts';
import { Trim } from '../../../common/validation/transforms';
import { IsAccountEmail, IsNewPassword } from './account-fields';

export class RegisterDto implements RegisterRequest {
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

  @IsAccountEmail()
  email: string;

  @IsNewPassword()
  password: string;
}
