/**
 * Kosovo's tills (issue 25): each print station of a Kosovo shop is a till (ATK's POS) that signs its coupons
 * with an ECDSA P-256 key made non-extractable in its browser. Only the public key leaves it, as SPKI in
 * standard Base64; the owner registers it with ATK under the station's POS number.
 */

/** PUT /api/station/fiscal/key: the station's public key. */
export interface StationFiscalKeyRequest {
  /** SubjectPublicKeyInfo (crypto.subtle.exportKey('spki')) in standard Base64. */
  publicKey: string;
}

/** GET /api/station/fiscal/till and the answer of PUT /api/station/fiscal/key. */
export interface StationFiscalTillResponse {
  /** The shop is fiscalized in Kosovo: the station must hold a key and sign its coupons. */
  required: boolean;
  /** The station's POS number in the shop, from 1; null before it registered a key. */
  posId: number | null;
  /** The registered public key (SPKI, Base64); null when none is, or after the owner asked for a new one. */
  publicKey: string | null;
}

/** GET /api/business/fiscal/tills: what the owner registers with ATK for each station. */
export interface FiscalTillResponse {
  stationId: string;
  stationName: string;
  posId: number;
  /** The public key in PEM ("-----BEGIN PUBLIC KEY-----"), null while the station has none. */
  publicKeyPem: string | null;
  /** SHA-256 of the SPKI in hexadecimal pairs, to compare with what ATK shows. */
  fingerprint: string | null;
  keyRegisteredAt: string | null;
}

/** GET /api/fiscal/tills (whoever takes money): the tills a payment's coupon can be made on, by POS number. */
export interface FiscalPaymentTillResponse {
  stationId: string;
  stationName: string;
  posId: number;
}

/** GET /api/station/fiscal/coupons: a coupon the station must sign, oldest first. */
export interface StationUnsignedCouponResponse {
  /** The fiscal document's id. */
  id: string;
  number: string;
  /** The POS coupon's protobuf in Base64: the station signs atkBytesToSign(posCoupon). */
  posCoupon: string;
  /** The citizen coupon's protobuf in Base64, for the receipt's QR code. */
  citizenCoupon: string;
}

/** POST /api/station/fiscal/coupons/:id/signatures: both signatures (Base64 DER, signAtkBytes). */
export interface StationCouponSignaturesRequest {
  posSignature: string;
  citizenSignature: string;
}
