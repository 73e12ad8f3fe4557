import type { UserEntity } from './entities/user.entity';

/** The user a request's token belongs to, with the business every query of theirs is scoped to. */
export interface AuthenticatedUser extends UserEntity {
  /** Null for an administrator, or a shop owner who has not registered the business yet. */
  businessId: string | null;
  /** The session the token belongs to (null for a token issued before sessions were kept). */
  sessionId: string | null;
}
