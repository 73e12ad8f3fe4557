import { createHash, randomBytes } from 'node:crypto';

/** A link's secret (256 random bits) and the SHA-256 that is stored in its place. */
export function newSingleUseToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSingleUseToken(token) };
}

export const hashSingleUseToken = (token: string): string => createHash('sha256').update(token).digest('hex');
