import { atkBytesToSign } from '@repair-shop/contracts';
import { AtkCitizenCouponMessage, AtkPosCouponMessage, encodeCitizenCoupon, encodePosCoupon } from './atk-messages';
import { AtkSigner } from './atk-signature';

/**
 * The body of POST {FISCAL_KS_ATK_URL}/pos/coupon (pos-golang bb9d99b main.go SendPosCoupon, pos-csharp
 * readme "Sending POS Coupons"): JSON with the coupon's protobuf in standard Base64 and its signature.
 */
export interface SignedAtkPosCoupon {
  details: string;
  signature: string;
}

/** The coupon's protobuf in standard Base64: what the station signs and what ATK receives. */
export const posCouponDetails = (coupon: AtkPosCouponMessage): string =>
  Buffer.from(encodePosCoupon(coupon)).toString('base64');

export const citizenCouponDetails = (coupon: AtkCitizenCouponMessage): string =>
  Buffer.from(encodeCitizenCoupon(coupon)).toString('base64');

export async function signPosCoupon(coupon: AtkPosCouponMessage, signer: AtkSigner): Promise<SignedAtkPosCoupon> {
  const details = posCouponDetails(coupon);
  return { details, signature: await signer.sign(atkBytesToSign(details)) };
}

/**
 * The text of the receipt's QR code (pos-golang main.go SignCitizenCoupon, pos-csharp readme "QR Code"): the
 * citizen coupon's protobuf in Base64, a pipe, and its signature in Base64. ATK's citizen app scans it and
 * checks it against the POS coupon.
 */
export async function citizenQrCode(coupon: AtkCitizenCouponMessage, signer: AtkSigner): Promise<string> {
  const details = citizenCouponDetails(coupon);
  return qrCodeText(details, await signer.sign(atkBytesToSign(details)));
}

export const qrCodeText = (citizenDetails: string, signature: string): string => `${citizenDetails}|${signature}`;

/** The two Base64 parts of a QR code's text; null when it is not one. */
export function parseQrCodeText(text: string): { details: string; signature: string } | null {
  const parts = text.split('|');
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') return null;
  return { details: parts[0], signature: parts[1] };
}
