import { Inject, Injectable } from '@nestjs/common';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { PhotoVariant } from '@repair-shop/contracts';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';

/** How long a link works at least; links are made for the next 5-minute mark plus this, so a list asked again soon gives the same links (and the browser's cache serves them). */
const VALID_FOR_S = 10 * 60;
const ROUNDING_S = 5 * 60;

/**
 * Short-lived signed links to a photo's files, so an <img> can load them without the token: an HMAC of
 * the photo, its variant and the expiry, with a key derived from the server's JWT secret.
 */
@Injectable()
export class PhotoLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: Pick<RuntimeConfig, 'jwtSecret'>) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'servisi', 'photo-links/hmac-sha256', 32));
  }

  link(photoId: string, variant: PhotoVariant, now: Date): string {
    const expires = Math.ceil(now.getTime() / 1000 / ROUNDING_S) * ROUNDING_S + VALID_FOR_S;
    return `/api/photos/${photoId}/${variant}?expires=${expires}&signature=${this.signature(photoId, variant, expires)}`;
  }

  /** The link's expiry (seconds) when the signature is this server's for these values and the link has not expired; null otherwise. */
  verify(
    photoId: string,
    variant: PhotoVariant,
    expiresParam: string | undefined,
    signature: string | undefined,
    now: Date,
  ): number | null {
    if (!expiresParam || !signature || !/^\d{1,12}$/.test(expiresParam)) return null;
    const expires = Number(expiresParam);
    if (expires * 1000 < now.getTime()) return null;
    const expected = Buffer.from(this.signature(photoId, variant, expires), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected) ? expires : null;
  }

  /** Seconds the link has left, for the answer's cache lifetime. */
  secondsLeft(expires: number, now: Date): number {
    return Math.max(0, Math.floor(expires - now.getTime() / 1000));
  }

  private signature(photoId: string, variant: PhotoVariant, expires: number): string {
    return createHmac('sha256', this.key).update(`${photoId}.${variant}.${expires}`).digest('base64url');
  }
}
