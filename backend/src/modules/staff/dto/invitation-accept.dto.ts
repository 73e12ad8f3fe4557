import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { InvitationAcceptRequest } from '@repair-shop/contracts';
import { IsNewPassword } from '../../auth/dto/account-fields';

export class InvitationAcceptDto implements InvitationAcceptRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;

  @IsNewPassword()
  password: string;
}
