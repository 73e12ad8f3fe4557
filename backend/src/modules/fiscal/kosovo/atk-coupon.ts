import { formatScaled } from '../../../common/money/scaled-decimal';
import {
  ATK_TAX_GROUPS,
  AtkTaxGroup,
  ITEM_DECIMALS,
  TOTAL_DECIMALS,
  isAtkTaxGroup,
  itemToTotalUnits,
  lineTotal,
  parseDecimal,
  parseQuantity,
  taxIncluded,
} from './atk-amounts';
import { AtkCouponError } from './atk-errors';
import {
  AtkCitizenCouponMessage,
  AtkCouponItemMessage,
  AtkCouponType,
  AtkPaymentMessage,
  AtkPaymentType,
  AtkPosCouponMessage,
  AtkTaxGroupMessage,
} from './atk-messages';

export type KosovoCouponKind = 'sale' | 'return' | 'cancel';
export type AtkPaymentMethod = keyof typeof AtkPaymentType;

/** The till a coupon is made on: the business as ATK registered it, and the station's POS. */
export interface KosovoTill {
  /** The business's NUI (ATK's BusinessId). */
  nui: string;
  branchId: string;
  /** The print station's POS id, registered with ATK with the station's public key. */
  posId: string;
  /** The software's id, given by ATK when it certified the software. */
  applicationId: string;
  /** The sale point's city ("Prishtinë"). */
  location: string;
}

export interface KosovoCouponLine {
  name: string;
  /** Decimal text, at most three decimals: "1", "2.5". */
  quantity: string;
  /** Tax included, decimal text with at most four decimals: "19.99". */
  unitPrice: string;
  taxGroup: AtkTaxGroup;
  /** The unit of measure; "copë" when not given. */
  unit?: string;
  /** ATK's item Type, the article's category (ATK's samples write "TT"). */
  category?: string;
}

export interface KosovoCouponPayment {
  method: AtkPaymentMethod;
  /** Decimal text in euros with at most two decimals. */
  amount: string;
}

/** A fiscal document of a Kosovo shop, as the fiscal service (next session) hands it over. */
export interface KosovoCouponDocument {
  kind: KosovoCouponKind;
  /** ATK's CouponId: the document's number, unique in the business across its branches. */
  couponNumber: string;
  /** The sale's couponNumber, for a return or a cancel. */
  originalCouponNumber?: string;
  /** The coupon's unique verification number (verificationNoOf gives one from the document's id). */
  verificationNo: string;
  issuedAt: Date;
  /** Who took the money (ATK's OperatorId: "the ID/Name of the operator"). */
  operator: string;
  lines: KosovoCouponLine[];
  payments: KosovoCouponPayment[];
  /** Made while ATK could not be reached: the receipt says OFFLINE and the coupon is sent later. */
  offline: boolean;
}

export interface BuiltAtkCoupon {
  pos: AtkPosCouponMessage;
  citizen: AtkCitizenCouponMessage;
  /**
   * "OFFLINE" for the printed receipt of a coupon made offline. ATK's messages have no field for it: the
   * coupon itself carries the time it was made, and the receipt carries the mark.
   */
  offlineMark: 'OFFLINE' | null;
}

const COUPON_TYPES: Record<KosovoCouponKind, number> = {
  sale: AtkCouponType.Sale,
  return: AtkCouponType.Return,
  cancel: AtkCouponType.Cancel,
};
const UINT64_MAX = 2n ** 64n - 1n;
const VERIFICATION_NO = /^[A-Za-z0-9]{1,16}$/;
const DEFAULT_UNIT = 'copë';

/**
 * The POS coupon ATK receives and the citizen coupon of the receipt's QR code, from one document: the same
 * totals in both, as ATK checks (pos-csharp readme: otherwise "FAILED VERIFICATION").
 */
export function buildAtkCoupon(till: KosovoTill, document: KosovoCouponDocument): BuiltAtkCoupon {
  const shared = sharedFields(till, document);
  const items = document.lines.map(couponItem);
  if (items.length === 0) throw new AtkCouponError('A coupon needs at least one line');
  const totals = couponTotals(items);
  const payments = document.payments.map(payment);
  const paid = payments.reduce((sum, entry) => sum + entry.Amount, 0n);
  if (paid !== totals.Total) {
    throw new AtkCouponError(
      `The payments (${formatScaled(paid, TOTAL_DECIMALS)}) do not match the lines' total (${formatScaled(totals.Total, TOTAL_DECIMALS)})`,
    );
  }
  const pos: AtkPosCouponMessage = {
    ...shared,
    ...totals,
    Location: requiredText(till.location, 'The location'),
    OperatorId: requiredText(document.operator, 'The operator'),
    ApplicationId: id(till.applicationId, 'The application id'),
    Items: items,
    Payments: payments,
    ReferenceNo: referenceNo(document),
    TransactionNo: 0n,
    TotalDiscount: 0n,
  };
  const citizen: AtkCitizenCouponMessage = { ...shared, ...totals };
  return { pos, citizen, offlineMark: document.offline ? 'OFFLINE' : null };
}

function sharedFields(till: KosovoTill, document: KosovoCouponDocument) {
  const millis = document.issuedAt.getTime();
  if (Number.isNaN(millis)) throw new AtkCouponError('The coupon has no valid date and time');
  if (!VERIFICATION_NO.test(document.verificationNo)) {
    throw new AtkCouponError(`The verification number must be 1 to 16 letters or digits: "${document.verificationNo}"`);
  }
  return {
    BusinessId: id(till.nui, 'The NUI'),
    CouponId: id(document.couponNumber, 'The coupon number'),
    BranchId: id(till.branchId, 'The branch id'),
    PosId: id(till.posId, 'The POS id'),
    VerificationNo: document.verificationNo,
    Type: COUPON_TYPES[document.kind],
    Time: BigInt(Math.floor(millis / 1000)),
  };
}

function referenceNo(document: KosovoCouponDocument): bigint {
  if (document.kind === 'sale') {
    if (document.originalCouponNumber !== undefined) throw new AtkCouponError('A sale names no original coupon');
    return 0n;
  }
  // pos-csharp readme: "If the ReferenceNo is missing when the coupon type is RETURN or CANCEL the coupon will be rejected!"
  if (document.originalCouponNumber === undefined) {
    throw new AtkCouponError(`A ${document.kind} coupon must name the sale's coupon number`);
  }
  return id(document.originalCouponNumber, "The original sale's coupon number");
}

function couponItem(line: KosovoCouponLine): AtkCouponItemMessage {
  if (!isAtkTaxGroup(line.taxGroup)) throw new AtkCouponError(`Unknown tax group: "${String(line.taxGroup)}"`);
  const price = parseDecimal(line.unitPrice, ITEM_DECIMALS, 'The unit price');
  const quantity = parseQuantity(line.quantity);
  return {
    Name: requiredText(line.name, "A line's name"),
    Price: price,
    Unit: line.unit ?? DEFAULT_UNIT,
    // The only float in ATK's schema; seven digits at most (parseQuantity) survive it exactly.
    Quantity: Number(line.quantity),
    Total: lineTotal(price, quantity),
    TaxRate: line.taxGroup,
    Type: line.category ?? '',
  };
}

function payment(entry: KosovoCouponPayment): AtkPaymentMessage {
  const type = AtkPaymentType[entry.method];
  if (type === undefined) throw new AtkCouponError(`Unknown payment method: "${entry.method}"`);
  const amount = parseDecimal(entry.amount, TOTAL_DECIMALS, 'A payment');
  if (amount === 0n) throw new AtkCouponError('A payment of zero');
  return { Type: type, Amount: amount };
}

/** Each line's total in cents and the tax inside it, summed per group (A, C, D, E in that order) and overall. */
function couponTotals(items: AtkCouponItemMessage[]) {
  const groups = new Map<AtkTaxGroup, AtkTaxGroupMessage>();
  for (const item of items) {
    const group = item.TaxRate as AtkTaxGroup;
    const gross = itemToTotalUnits(item.Total);
    const tax = taxIncluded(gross, group);
    const totals = groups.get(group) ?? { TaxRate: group, TotalForTax: 0n, TotalTax: 0n };
    groups.set(group, { ...totals, TotalForTax: totals.TotalForTax + gross - tax, TotalTax: totals.TotalTax + tax });
  }
  const TaxGroups = ATK_TAX_GROUPS.flatMap((group) => groups.get(group) ?? []);
  const TotalTax = TaxGroups.reduce((sum, group) => sum + group.TotalTax, 0n);
  const TotalNoTax = TaxGroups.reduce((sum, group) => sum + group.TotalForTax, 0n);
  return { Total: TotalTax + TotalNoTax, TaxGroups, TotalTax, TotalNoTax };
}

function id(text: string, what: string): bigint {
  if (!/^\d{1,20}$/.test(text)) throw new AtkCouponError(`${what} must be a whole number: "${text}"`);
  const value = BigInt(text);
  if (value === 0n || value > UINT64_MAX) throw new AtkCouponError(`${what} is out of range: "${text}"`);
  return value;
}

function requiredText(text: string, what: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new AtkCouponError(`${what} is empty`);
  return trimmed;
}
