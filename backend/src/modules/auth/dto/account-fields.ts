import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { NormalizeEmail } from '../../../common/validation/transforms';

/** An email address an account is created or found by: normalised, then checked. */
export const IsAccountEmail = (): PropertyDecorator =>
  applyDecorators(NormalizeEmail(), IsString(), IsNotEmpty(), IsEmail(), MaxLength(254));

/** The password policy, for every place a password is chosen (registration, reset, invitation). */
export const IsNewPassword = (): PropertyDecorator => applyDecorators(IsString(), IsNotEmpty(), MinLength(8), MaxLength(128));

/** A single-use link's token and the password chosen with it (a reset, an accepted invitation). */
export class TokenAndNewPasswordDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;

  @IsNewPassword()
  password: string;
}
