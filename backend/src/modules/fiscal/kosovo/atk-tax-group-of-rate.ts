import type { AtkTaxGroup } from './atk-amounts';

/** Kosovo's VAT rates in ATK's tax groups (D 8 %, E 18 %, C 0 %). */
const TAX_GROUP_OF_RATE: Record<string, AtkTaxGroup> = { '18': 'E', '8': 'D', '0': 'C' };

/**
 * A line's tax group from its own VAT rate, else the shop's: "18.00" → E; a shop outside VAT sells exempt (A) whatever
 * its products say; a rate Kosovo does not have → null.
 */
export function atkTaxGroupOf(shopRate: string | null, lineRate?: string | null): AtkTaxGroup | null {
  if (shopRate === null) return 'A';
  const vatRate = lineRate ?? shopRate;
  const rate = vatRate.includes('.') ? vatRate.replace(/0+$/, '').replace(/\.$/, '') : vatRate;
  return TAX_GROUP_OF_RATE[rate] ?? null;
}
