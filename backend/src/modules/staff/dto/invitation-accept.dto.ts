import type { InvitationAcceptRequest } from '@repair-shop/contracts';
import { TokenAndNewPasswordDto } from '../../auth/dto/account-fields';

export class InvitationAcceptDto extends TokenAndNewPasswordDto implements InvitationAcceptRequest {}
