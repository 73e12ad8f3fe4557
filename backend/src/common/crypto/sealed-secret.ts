import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A secret as the database keeps it: AES-256-GCM's nonce, ciphertext and tag. */
export interface SealedSecret {
  iv: Uint8Array;
  ciphertext: Uint8Array;
  authTag: Uint8Array;
}

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from a configured secret under a label of its own, so
 * that each kind of secret has its own key. The owner's id is the additional data: a ciphertext copied
 * onto another row does not open there.
 */
export class SecretSealer {
  private readonly key: Buffer;

  constructor(secret: string, label: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'servisi', label, 32));
  }

  seal(ownerId: string, plaintext: Uint8Array): SealedSecret {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    cipher.setAAD(Buffer.from(ownerId, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return { iv, ciphertext, authTag: cipher.getAuthTag() };
  }

  /** The plaintext, or null when it was sealed with another key (or for another owner, or altered). */
  open(ownerId: string, sealed: SealedSecret): Buffer | null {
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, sealed.iv);
      decipher.setAAD(Buffer.from(ownerId, 'utf8'));
      decipher.setAuthTag(sealed.authTag);
      return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
    } catch {
      return null;
    }
  }
}
