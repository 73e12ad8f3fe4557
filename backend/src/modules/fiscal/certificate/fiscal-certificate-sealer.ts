import { Inject, Injectable } from '@nestjs/common';
import type { RuntimeConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.tokens';
import { SecretSealer, type SealedSecret } from '../../../common/crypto/sealed-secret';

/**
 * Seals a shop's .p12 and its password (AES-256-GCM) under a key of their own, derived from the server's
 * DEVICE_LOCK_KEY with another HKDF label. Each is bound to the shop and to what it is, so neither a
 * ciphertext copied onto another shop nor a password swapped for the certificate opens.
 */
@Injectable()
export class FiscalCertificateSealer {
  private readonly sealer: SecretSealer;

  constructor(@Inject(APP_CONFIG) config: Pick<RuntimeConfig, 'deviceLockKey'>) {
    this.sealer = new SecretSealer(config.deviceLockKey, 'fiscal-certificate/aes-256-gcm');
  }

  seal(businessId: string, file: Uint8Array, password: string): { certificate: SealedSecret; password: SealedSecret } {
    return {
      certificate: this.sealer.seal(`${businessId}/certificate`, file),
      password: this.sealer.seal(`${businessId}/password`, Buffer.from(password, 'utf8')),
    };
  }

  /** The .p12 and its password; null when they do not open (another key, another shop, altered). */
  open(
    businessId: string,
    sealed: { certificate: SealedSecret; password: SealedSecret },
  ): { file: Buffer; password: string } | null {
    const file = this.sealer.open(`${businessId}/certificate`, sealed.certificate);
    const password = this.sealer.open(`${businessId}/password`, sealed.password);
    return file && password ? { file, password: password.toString('utf8') } : null;
  }
}
