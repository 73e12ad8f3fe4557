import { IsIn, IsNotEmpty } from 'class-validator';
import { INVITABLE_ROLES, type InvitableRole, type StaffLoginRequest } from '@repair-shop/contracts';
import { IsAccountEmail } from '../../auth';

export class StaffLoginDto implements StaffLoginRequest {
  @IsAccountEmail()
  email: string;

  @IsNotEmpty()
  @IsIn(INVITABLE_ROLES)
  role: InvitableRole;
}
