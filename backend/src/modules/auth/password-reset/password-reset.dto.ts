import type { ForgotPasswordRequest, ResetPasswordRequest } from '@repair-shop/contracts';
import { IsAccountEmail, TokenAndNewPasswordDto } from '../dto/account-fields';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @IsAccountEmail()
  email: string;
}

export class ResetPasswordDto extends TokenAndNewPasswordDto implements ResetPasswordRequest {}
