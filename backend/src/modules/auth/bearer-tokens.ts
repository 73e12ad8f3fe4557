import { Inject, Injectable } from '@nestjs/common';
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { ERROR_CODES } from '@repair-shop/contracts';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { InvalidSessionException } from './auth.exceptions';

/** A token's header, payload or signature: base64url, never empty. */
const SEGMENT = /^[A-Za-z0-9_-]+$/;

/** Verified tokens kept (a few hundred bytes each); the oldest is forgotten first. */
const KEPT_TOKENS = 10_000;

/**
 * The token of an `Authorization: Bearer <token>` header, read as passport-jwt read it (the first two words, the
 * scheme in any case); null when there is none.
 */
export function bearerTokenOf(header: string | undefined): string | null {
  if (typeof header !== 'string') return null;
  const words = /(\S+)\s+(\S+)/.exec(header);
  return words && words[1]!.toLowerCase() === 'bearer' ? words[2]! : null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decoded(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The tokens this server signed (HS256 with JWT_SECRET, by @nestjs/jwt), checked as jsonwebtoken checked them for
 * passport-jwt: the HS256 header, the signature, then `nbf` and `exp` against the time now. A token's signature is
 * verified once and its payload kept, since the same text always verifies alike: what each request pays is a
 * lookup and the times, then its session's lookup in the database (the strategy), which no cache replaces.
 */
@Injectable()
export class BearerTokens {
  private readonly key: KeyObject;
  private readonly verified = new Map<string, Readonly<Record<string, unknown>>>();

  constructor(@Inject(APP_CONFIG) config: RuntimeConfig) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  /** The token's claims; refused as SESSION_EXPIRED past its `exp`, as SESSION_INVALID for anything else. */
  payloadOf(token: string): Readonly<Record<string, unknown>> {
    let payload = this.verified.get(token);
    if (payload === undefined) {
      payload = this.verifiedPayload(token);
      if (this.verified.size >= KEPT_TOKENS) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, payload);
    }
    // The signer stamps tokens with the real time, so they are checked against it (not the app's Clock).
    const now = Math.floor(Date.now() / 1000);
    const { nbf, exp } = payload;
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now))
      throw new InvalidSessionException(ERROR_CODES.sessionInvalid);
    if (exp !== undefined && typeof exp !== 'number') throw new InvalidSessionException(ERROR_CODES.sessionInvalid);
    if (exp !== undefined && now >= exp) throw new InvalidSessionException(ERROR_CODES.sessionExpired);
    return payload;
  }

  private verifiedPayload(token: string): Readonly<Record<string, unknown>> {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part)))
      throw new InvalidSessionException(ERROR_CODES.sessionInvalid);
    const [header, body, signature] = parts as [string, string, string];
    const expected = Buffer.from(createHmac('sha256', this.key).update(`${header}.${body}`).digest('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new InvalidSessionException(ERROR_CODES.sessionInvalid);
    const tokenHeader = decoded(header);
    const payload = decoded(body);
    if (!isObject(tokenHeader) || tokenHeader.alg !== 'HS256' || !isObject(payload))
      throw new InvalidSessionException(ERROR_CODES.sessionInvalid);
    return Object.freeze(payload);
  }
}
