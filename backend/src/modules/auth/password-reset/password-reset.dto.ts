import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@repair-shop/contracts';
import { NormalizeEmail } from '../../../common/validation/transforms';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @NormalizeEmail()
  @IsString()
  @IsNotEmpty()
  @IsEmail()
  @MaxLength(254)
  email: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;

  @IsString()
  @IsNotEmpty()
  @MinLength(8)
  @MaxLength(128)
  password: string;
}
