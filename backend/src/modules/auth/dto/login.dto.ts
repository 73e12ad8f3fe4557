import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { LoginRequest } from '@repair-shop/contracts';
import { NormalizeEmail } from '../../../common/validation/transforms';

export class LoginDto implements LoginRequest {
  @NormalizeEmail()
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  email: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password: string;
}
