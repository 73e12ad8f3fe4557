import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@repair-shop/contracts';
import { IsAccountEmail, IsNewPassword } from '../dto/account-fields';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @IsAccountEmail()
  email: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;

  @IsNewPassword()
  password: string;
}
