import { AtkCouponError } from './atk-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGITS = 16;

/**
 * The coupon's verification number (ATK's VerificationNo, the NUIKF: unique per coupon, at most 16 letters or
 * digits, pos-csharp readme) from the fiscal document's UUID: 16 digits, the same on every resend of the
 * document, so a resent coupon is byte for byte the one first signed. Digits only, as ATK's sample
 * ("1234567890123456") and the older schema where it was a uint64.
 */
export function verificationNoOf(documentId: string): string {
  if (!UUID.test(documentId)) throw new AtkCouponError(`Not a UUID: "${documentId}"`);
  const value = BigInt(`0x${documentId.replaceAll('-', '')}`) % 10n ** BigInt(DIGITS);
  return value.toString().padStart(DIGITS, '0');
}
