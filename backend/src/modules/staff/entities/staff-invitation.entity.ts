import { Entity } from 'typeorm';
import { SingleUseLinkEntity } from '../../auth';

/** A single-use link that lets a worker choose the password of their new login. */
@Entity({ name: 'staff_invitations' })
export class StaffInvitationEntity extends SingleUseLinkEntity {}
