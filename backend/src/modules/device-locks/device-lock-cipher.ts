import { Inject, Injectable } from '@nestjs/common';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { SecretSealer, type SealedSecret } from '../../common/crypto/sealed-secret';

/** An unlock code as the database keeps it. */
export type SealedDeviceLock = SealedSecret;

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from DEVICE_LOCK_KEY. The job's id is the additional
 * data, so a ciphertext copied onto another job's row does not decrypt there.
 */
@Injectable()
export class DeviceLockCipher {
  private readonly sealer: SecretSealer;

  constructor(@Inject(APP_CONFIG) config: Pick<RuntimeConfig, 'deviceLockKey'>) {
    this.sealer = new SecretSealer(config.deviceLockKey, 'device-lock/aes-256-gcm');
  }

  seal(jobId: string, code: string): SealedDeviceLock {
    return this.sealer.seal(jobId, Buffer.from(code, 'utf8'));
  }

  /** The code, or null when it was sealed with another key (or for another job, or altered). */
  open(jobId: string, sealed: SealedDeviceLock): string | null {
    return this.sealer.open(jobId, sealed)?.toString('utf8') ?? null;
  }
}
