import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { AdminLoginRequest } from '@repair-shop/contracts';
import { NormalizeEmail } from '../../../common/validation/transforms';

export class AdminLoginDto implements AdminLoginRequest {
  /** Usernames are compared lower-cased, like emails. */
  @NormalizeEmail()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  username: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password: string;
}
