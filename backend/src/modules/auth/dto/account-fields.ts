import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { NormalizeEmail } from '../../../common/validation/transforms';
import { FIELD_LIMITS, PASSWORD_LENGTH } from '@repair-shop/contracts';

/** An email address an account is created or found by: normalised, then checked. */
export const IsAccountEmail = (): PropertyDecorator =>
  applyDecorators(NormalizeEmail(), IsString(), IsNotEmpty(), IsEmail(), MaxLength(FIELD_LIMITS.email));

/** The password policy, for every place a password is chosen (registration, reset, invitation). */
export const IsNewPassword = (): PropertyDecorator =>
  applyDecorators(IsString(), IsNotEmpty(), MinLength(PASSWORD_LENGTH.min), MaxLength(PASSWORD_LENGTH.max));

/** A single-use link's token and the password chosen with it (a reset, an accepted invitation). */
export class TokenAndNewPasswordDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(FIELD_LIMITS.linkToken)
  token: string;

  @IsNewPassword()
  password: string;
}
