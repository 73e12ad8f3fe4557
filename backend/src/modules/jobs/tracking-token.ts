import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 22 characters of base62 hold 130 random bits: a link short enough for one SMS, as hard to guess as a UUID's 122. */
export const TRACKING_TOKEN_LENGTH = 22;
/** The largest multiple of 62 below 256: bytes from it up are drawn again, so every character is equally likely. */
const UNBIASED_BELOW = 248;

/** A new job's tracking token: 22 base62 characters from the system's secure random source. */
export function newTrackingToken(): string {
  let token = '';
  while (token.length < TRACKING_TOKEN_LENGTH) {
    for (const byte of randomBytes(TRACKING_TOKEN_LENGTH * 2)) {
      if (byte < UNBIASED_BELOW && token.length < TRACKING_TOKEN_LENGTH) token += BASE62[byte % 62];
    }
  }
  return token;
}

/**
 * A token as links carry it: today's 22 base62 characters, or the 43 base64url ones of jobs added before
 * (still valid, so that printed labels and sent SMS keep working). Anything else is not looked up.
 */
export function isTrackingTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9]{22}$/.test(token) || /^[A-Za-z0-9_-]{43}$/.test(token);
}
