import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import type { RegisterRequest } from '@repair-shop/contracts';
import { NormalizeEmail, Trim } from '../../../common/validation/transforms';

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

  @NormalizeEmail()
  @IsString()
  @IsNotEmpty()
  @IsEmail()
  @MaxLength(254)
  email: string;

  @IsString()
  @IsNotEmpty()
  @MinLength(8)
  @MaxLength(128)
  password: string;
}
