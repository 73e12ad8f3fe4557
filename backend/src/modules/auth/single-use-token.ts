import { createHash, randomBytes } from 'node:crypto';
import type { SingleUseLinkEntity } from './entities/single-use-link.entity';

/** A link's secret (256 random bits) and the SHA-256 that is stored in its place. */
export function newSingleUseToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSingleUseToken(token) };
}

/** A new link for the user, valid `lifetimeMs` from `now`: the token to send, and the row to store. */
export function newSingleUseLink(
  userId: string,
  now: Date,
  lifetimeMs: number,
): { token: string; row: Omit<SingleUseLinkEntity, 'id'> } {
  const { token, tokenHash } = newSingleUseToken();
  return {
    token,
    row: { userId, tokenHash, expiresAt: new Date(now.getTime() + lifetimeMs), usedAt: null, createdAt: now },
  };
}

export const hashSingleUseToken = (token: string): string => createHash('sha256').update(token).digest('hex');
