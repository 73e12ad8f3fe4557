import { ERROR_CODES, SESSION_END_CODES, type SessionEndCode } from '@repair-shop/contracts';
import { isApiRequestError } from '../api/http';

/** Which stored session a call runs under: the shop owner's, the administrator's, or none (public calls). */
export type SessionKind = 'shop' | 'admin' | 'none';

/** A session the server no longer accepts, and why. */
export interface SessionEnd {
  session: Exclude<SessionKind, 'none'>;
  reason: SessionEndCode;
}

/** Where each kind of session signs in again. */
export const SESSION_LOGIN_PATHS: Record<SessionEnd['session'], string> = { shop: '/login', admin: '/admin-login' };

/** What the login page says about a session that ended, by the server's code. */
export const SESSION_END_TEXTS: Record<SessionEndCode, string> = {
  [ERROR_CODES.authRequired]: 'Ju nuk jeni të identifikuar. Ju lutemi identifikohuni.',
  [ERROR_CODES.sessionExpired]: 'Seanca juaj ka skaduar. Ju lutemi identifikohuni përsëri.',
  [ERROR_CODES.sessionRevoked]:
    'Seanca juaj u mbyll, sepse fjalëkalimi u ndryshua ose dolët nga llogaria në një pajisje tjetër. Ju lutemi identifikohuni përsëri.',
  [ERROR_CODES.accountDeleted]: 'Llogaria juaj është fshirë. Për më shumë informacion kontaktoni administratorin.',
  [ERROR_CODES.sessionInvalid]: 'Seanca juaj nuk është më e vlefshme. Ju lutemi identifikohuni përsëri.',
};

export function isSessionEndCode(code: unknown): code is SessionEndCode {
  return (SESSION_END_CODES as readonly unknown[]).includes(code);
}

/**
 * Whether a failed call ends its session. A 401 does when its code is one of SESSION_END_CODES, or when
 * it has no code at all (a proxy's bare 401); a 401 with another code (wrong password in a form) does not.
 * The administrator's session also ends on 403: the token is not an administrator's. Anything else
 * (a 503 while the database is briefly away, a network failure) keeps the session.
 */
export function sessionEndOf(error: unknown, session: SessionKind): SessionEnd | null {
  if (session === 'none' || !isApiRequestError(error)) return null;
  if (session === 'admin' && error.status === 403) return { session, reason: ERROR_CODES.sessionInvalid };
  if (error.status !== 401) return null;
  if (isSessionEndCode(error.code)) return { session, reason: error.code };
  return error.code === null ? { session, reason: ERROR_CODES.sessionInvalid } : null;
}

/** The navigation state a login page reads the reason from. */
export interface SessionEndState {
  sessionEnd: SessionEndCode;
}

export function sessionEndText(state: unknown): string | null {
  const reason = (state as Partial<SessionEndState> | null)?.sessionEnd;
  return isSessionEndCode(reason) ? SESSION_END_TEXTS[reason] : null;
}

/** A failure the shared cache already handles by ending the session: a form adds no message of its own. */
export const endsSession = (error: unknown, session: SessionKind = 'shop'): boolean =>
  sessionEndOf(error, session) !== null;
