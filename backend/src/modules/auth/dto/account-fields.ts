import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { NormalizeEmail } from '../../../common/validation/transforms';

/** An email address an account is created or found by: normalised, then checked. */
export const IsAccountEmail = (): PropertyDecorator =>
  applyDecorators(NormalizeEmail(), IsString(), IsNotEmpty(), IsEmail(), MaxLength(254));

/** The password policy, for every place a password is chosen (registration and reset). */
export const IsNewPassword = (): PropertyDecorator => applyDecorators(IsString(), IsNotEmpty(), MinLength(8), MaxLength(128));
