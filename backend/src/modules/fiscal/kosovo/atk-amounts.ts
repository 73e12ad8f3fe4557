import { DecimalFormatError, divideRounded, parseScaled } from '../../../common/money/scaled-decimal';
import { AtkCouponError } from './atk-errors';

/**
 * ATK's integer money units, from the "Important Notes" of the newest sample's readme
 * (github.com/fiskalizimi/pos-csharp a4060ef, readme.md): item prices are written in €0.0001 (€1.00 = 10000),
 * "all total values" in cents (€1.00 = 100); its example carries item totals in €0.0001 too (commit 40e5b8b),
 * and the coupon's total, tax groups and payments in cents. pos-golang's older readme writes everything in
 * €0.0001: if ATK settles on that, TOTAL_DECIMALS becomes 4 and nothing else changes.
 */
export const ITEM_DECIMALS = 4;
export const TOTAL_DECIMALS = 2;
/** Quantities are sent as a protobuf float: three decimals and seven digits survive it exactly. */
export const QUANTITY_DECIMALS = 3;
const QUANTITY_MAX_DIGITS = 7;

/** ATK's tax groups (pos-csharp readme, "TaxRate"): A exempt, C 0 %, D 8 %, E 18 %. */
export const ATK_TAX_GROUPS = ['A', 'C', 'D', 'E'] as const;
export type AtkTaxGroup = (typeof ATK_TAX_GROUPS)[number];
export const ATK_TAX_RATE_PERCENT: Record<AtkTaxGroup, bigint> = { A: 0n, C: 0n, D: 8n, E: 18n };

export function isAtkTaxGroup(value: string): value is AtkTaxGroup {
  return (ATK_TAX_GROUPS as readonly string[]).includes(value);
}

/**
 * "19.99" → 199900n at four decimals: the text's digits, never a float. More decimals than the unit holds is
 * an error rather than a silent rounding, so that what was signed is what the shop typed.
 */
export function parseDecimal(text: string, decimals: number, what: string): bigint {
  try {
    return parseScaled(text, decimals, what, false);
  } catch (error) {
    if (error instanceof DecimalFormatError) throw new AtkCouponError(error.message);
    throw error;
  }
}

/** A quantity in thousandths, limited to what a protobuf float carries exactly. */
export function parseQuantity(text: string): bigint {
  const thousandths = parseDecimal(text, QUANTITY_DECIMALS, 'Quantity');
  if (thousandths === 0n) throw new AtkCouponError('Quantity is zero');
  if (thousandths.toString().length > QUANTITY_MAX_DIGITS) throw new AtkCouponError(`Quantity is too large: "${text}"`);
  return thousandths;
}

/** unit price (€0.0001) × quantity (thousandths) → the line's total in €0.0001, half up. */
export function lineTotal(unitPrice: bigint, quantityThousandths: bigint): bigint {
  return divideRounded(unitPrice * quantityThousandths, 10n ** BigInt(QUANTITY_DECIMALS));
}

/** €0.0001 → cents, half up: a line's share of the coupon's totals. */
export function itemToTotalUnits(itemAmount: bigint): bigint {
  return divideRounded(itemAmount, 10n ** BigInt(ITEM_DECIMALS - TOTAL_DECIMALS));
}

/**
 * The tax inside a price that includes it: gross × rate / (100 + rate), half up. Done per line and summed per
 * group, which reproduces ATK's example (pos-csharp ModelBuilder.cs: group E of 6.00 + 4.50 → 8.89 + 1.61,
 * group D of 3.20 → 2.96 + 0.24) where one rounding per group would give 8.90 + 1.60.
 */
export function taxIncluded(gross: bigint, group: AtkTaxGroup): bigint {
  const rate = ATK_TAX_RATE_PERCENT[group];
  return rate === 0n ? 0n : divideRounded(gross * rate, 100n + rate);
}
