import type { StaffRole } from '@repair-shop/contracts';
import type { UserEntity } from './entities/user.entity';

/**
 * An account as the rest of the API sees it: for staff, the trial is their shop owner's (the
 * subscription belongs to the business), and the business is the one they work in.
 */
export interface ShopAccount extends UserEntity {
  /** Null for an administrator, or a shop owner who has not registered the business yet. */
  businessId: string | null;
  businessName: string | null;
  /** 'owner' for an account that registered (or may register) a shop; the administrator's means nothing. */
  role: StaffRole;
  /** The worker a staff account belongs to; null for an owner. */
  workerId: string | null;
  /** The shop has paid at least once (its trial turned into a subscription). */
  subscribed: boolean;
  /** A technician of a shop that keeps technicians to their own jobs: their worker; otherwise null. */
  jobsLimitedToWorker: string | null;
}

/** An owner's account (no staff membership) with what is known of their shop. */
export function ownerAccount(
  user: UserEntity,
  shop: Pick<ShopAccount, 'businessId' | 'businessName' | 'subscribed'>,
): ShopAccount {
  return { ...user, ...shop, role: 'owner', workerId: null, jobsLimitedToWorker: null };
}

/** The account a request's token belongs to, with the business every query of theirs is scoped to. */
export interface AuthenticatedUser extends ShopAccount {
  /** The session the token belongs to (null for a token issued before sessions were kept). */
  sessionId: string | null;
}

/**
 * A paired print station's credential: the station and its shop, and nothing of any person's account.
 * It opens only the routes marked @StationOnly() (the documents sent to it); every other answers 403.
 */
export interface StationPrincipal {
  kind: 'station';
  stationId: string;
  stationName: string;
  businessId: string;
  businessName: string;
  isAdmin: false;
}

export const isStation = (user: unknown): user is StationPrincipal =>
  typeof user === 'object' && user !== null && (user as { kind?: unknown }).kind === 'station';
