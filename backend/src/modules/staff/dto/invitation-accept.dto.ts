import type { InvitationAcceptRequest } from '@repair-shop/contracts';
import { TokenAndNewPasswordDto } from '../../auth';

export class InvitationAcceptDto extends TokenAndNewPasswordDto implements InvitationAcceptRequest {}
