import type * as Protobuf from 'protobufjs';
import { onFirstUse, requireOnFirstUse } from '../../../common/lazy/on-first-use';
import { ATK_MODELS } from './atk-models';

/**
 * ATK's protobuf messages (models.proto, read through its descriptor in atk-models.ts) with 64-bit integers as
 * bigint, so that amounts, ids and times pass through exactly. Field names are ATK's own (BusinessId, not
 * businessId): the descriptor keeps the .proto's case.
 */

/** CouponType in pos-csharp's models.proto (a4060ef). */
export const AtkCouponType = { Sale: 1, Cancel: 2, Return: 3 } as const;
export type AtkCouponType = (typeof AtkCouponType)[keyof typeof AtkCouponType];

/** PaymentType in pos-csharp's models.proto (a4060ef). */
export const AtkPaymentType = { Cash: 1, CreditCard: 2, Voucher: 3, Cheque: 4, CryptoCurrency: 5, Other: 6 } as const;
export type AtkPaymentType = (typeof AtkPaymentType)[keyof typeof AtkPaymentType];

export interface AtkCouponItemMessage {
  Name: string;
  /** Unit price, tax included, in €0.0001. */
  Price: bigint;
  Unit: string;
  /** A protobuf float in ATK's schema: the exact quantity is kept by the document, this is what is sent. */
  Quantity: number;
  /** Price × quantity in €0.0001. */
  Total: bigint;
  /** The tax group's letter: A, C, D or E. */
  TaxRate: string;
  /** The article's category ("TT" in ATK's samples). */
  Type: string;
}

export interface AtkPaymentMessage {
  Type: number;
  /** In cents. */
  Amount: bigint;
}

export interface AtkTaxGroupMessage {
  TaxRate: string;
  /** The group's amount without tax, in cents. */
  TotalForTax: bigint;
  /** The group's tax, in cents. */
  TotalTax: bigint;
}

/** What the shop's till sends ATK, signed. */
export interface AtkPosCouponMessage {
  /** The business's NUI. */
  BusinessId: bigint;
  /** Unique in the business, across its branches. */
  CouponId: bigint;
  BranchId: bigint;
  Location: string;
  OperatorId: string;
  PosId: bigint;
  ApplicationId: bigint;
  /** At most 16 characters, unique per coupon: the citizen's app checks the coupon with it. */
  VerificationNo: string;
  Type: number;
  /** Unix seconds when the coupon was made (not when it was sent). */
  Time: bigint;
  Items: AtkCouponItemMessage[];
  Payments: AtkPaymentMessage[];
  Total: bigint;
  TaxGroups: AtkTaxGroupMessage[];
  TotalTax: bigint;
  TotalNoTax: bigint;
  /** The original sale's CouponId on a return or cancel coupon; 0 on a sale. */
  ReferenceNo: bigint;
  /** ATK's number for an accepted coupon; 0 in what the till sends. */
  TransactionNo: bigint;
  TotalDiscount: bigint;
}

/** The summary printed in the receipt's QR code, signed by the same till. */
export interface AtkCitizenCouponMessage {
  BusinessId: bigint;
  CouponId: bigint;
  BranchId: bigint;
  PosId: bigint;
  VerificationNo: string;
  Type: number;
  Time: bigint;
  Total: bigint;
  TaxGroups: AtkTaxGroupMessage[];
  TotalTax: bigint;
  TotalNoTax: bigint;
}

const protobuf = requireOnFirstUse<typeof Protobuf>('protobufjs');
/** ATK's coupon types, built from the descriptor by the first coupon a Kosovo shop signs or reads. */
const couponTypes = onFirstUse(() => {
  const root = protobuf().Root.fromJSON(ATK_MODELS).resolveAll();
  return { pos: root.lookupType('atk.PosCoupon'), citizen: root.lookupType('atk.CitizenCoupon') };
});

export const encodePosCoupon = (coupon: AtkPosCouponMessage): Uint8Array => encode(couponTypes().pos, coupon);
export const encodeCitizenCoupon = (coupon: AtkCitizenCouponMessage): Uint8Array =>
  encode(couponTypes().citizen, coupon);

export const decodePosCoupon = (bytes: Uint8Array): AtkPosCouponMessage =>
  decode(couponTypes().pos, bytes) as unknown as AtkPosCouponMessage;
export const decodeCitizenCoupon = (bytes: Uint8Array): AtkCitizenCouponMessage =>
  decode(couponTypes().citizen, bytes) as unknown as AtkCitizenCouponMessage;

/**
 * Zero values are left out, as Go's and .NET's protobuf encoders do for proto3 fields: the same coupon then
 * gives the same bytes as ATK's own samples. 64-bit integers go to protobufjs as decimal text, which it reads
 * exactly (through the `long` package) where a JavaScript number would round beyond 2^53.
 */
function encode(type: Protobuf.Type, message: object): Uint8Array {
  return type.encode(type.fromObject(toProtobufObject(message))).finish();
}

function toProtobufObject(value: object): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === 0n || field === 0 || field === '') continue;
    if (Array.isArray(field)) {
      if (field.length > 0) object[key] = field.map((entry: object) => toProtobufObject(entry));
    } else object[key] = typeof field === 'bigint' ? field.toString() : field;
  }
  return object;
}

/** Every field present (proto3 defaults where absent), 64-bit integers back to bigint. */
function decode(type: Protobuf.Type, bytes: Uint8Array): Record<string, unknown> {
  const object = type.toObject(type.decode(bytes), { longs: String, enums: Number, defaults: true, arrays: true });
  return fromProtobufObject(type, object);
}

function fromProtobufObject(type: Protobuf.Type, object: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const field of type.fieldsArray) {
    const value = object[field.name];
    if (field.resolvedType instanceof protobuf().Type) {
      const entryType = field.resolvedType;
      result[field.name] = (value as Record<string, unknown>[]).map((entry) => fromProtobufObject(entryType, entry));
    } else if (/^u?int64$/.test(field.type)) result[field.name] = BigInt(value as string);
    else result[field.name] = value;
  }
  return result;
}
