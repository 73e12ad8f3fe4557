import { createHash, randomBytes } from 'node:crypto';
import { IsNull, MoreThan, type EntityManager, type EntityTarget } from 'typeorm';
import type { SingleUseLinkEntity } from './entities/single-use-link.entity';

/** A link's secret (256 random bits) and the SHA-256 that is stored in its place. */
export function newSingleUseToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSingleUseToken(token) };
}

/** A new link for the user, valid `lifetimeMs` from `now`: the token to send, and the row to store. */
export function newSingleUseLink(userId: string, now: Date, lifetimeMs: number): { token: string; row: Omit<SingleUseLinkEntity, 'id'> } {
  const { token, tokenHash } = newSingleUseToken();
  return { token, row: { userId, tokenHash, expiresAt: new Date(now.getTime() + lifetimeMs), usedAt: null, createdAt: now } };
}

export const hashSingleUseToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The condition of a link that can still be used: this token's, not used, not expired. */
export const liveLink = (token: string, now: Date) => ({ tokenHash: hashSingleUseToken(token), usedAt: IsNull(), expiresAt: MoreThan(now) });

/**
 * Uses the token's link inside the caller's transaction: checked under the link's row lock (the same
 * link used twice at once, only one succeeds), and every link of its user is spent with it (one use,
 * one link). The user it was for; null when the token names no live link.
 */
export async function spendSingleUseLink(
  manager: EntityManager,
  kind: EntityTarget<SingleUseLinkEntity>,
  token: string,
  now: Date,
): Promise<string | null> {
  const links = manager.getRepository(kind);
  const found = await links.findOne({ where: liveLink(token, now), lock: { mode: 'pessimistic_write' } });
  if (!found) return null;
  await links.update({ userId: found.userId, usedAt: IsNull() }, { usedAt: now });
  return found.userId;
}
