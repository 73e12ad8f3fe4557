import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';

/** An unlock code as the database keeps it. */
export interface SealedDeviceLock {
  iv: Uint8Array;
  ciphertext: Uint8Array;
  authTag: Uint8Array;
}

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from DEVICE_LOCK_KEY. The job's id is the additional
 * data, so a ciphertext copied onto another job's row does not decrypt there.
 */
@Injectable()
export class DeviceLockCipher {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: Pick<RuntimeConfig, 'deviceLockKey'>) {
    this.key = Buffer.from(hkdfSync('sha256', config.deviceLockKey, 'servisi', 'device-lock/aes-256-gcm', 32));
  }

  seal(jobId: string, code: string): SealedDeviceLock {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    cipher.setAAD(Buffer.from(jobId, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
    return { iv, ciphertext, authTag: cipher.getAuthTag() };
  }

  /** The code, or null when it was sealed with another key (or for another job, or altered). */
  open(jobId: string, sealed: SealedDeviceLock): string | null {
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, sealed.iv);
      decipher.setAAD(Buffer.from(jobId, 'utf8'));
      decipher.setAuthTag(sealed.authTag);
      return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
