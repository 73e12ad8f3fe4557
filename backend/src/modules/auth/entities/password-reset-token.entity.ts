import { Entity } from 'typeorm';
import { SingleUseLinkEntity } from './single-use-link.entity';

/** A single-use password reset link. */
@Entity({ name: 'password_reset_tokens' })
export class PasswordResetTokenEntity extends SingleUseLinkEntity {}
