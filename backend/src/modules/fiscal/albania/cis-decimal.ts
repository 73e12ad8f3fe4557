/**
 * Exact decimals for the CIS: amounts in hundredths and quantities in thousandths, as bigint, so that no
 * total is ever off by a floating-point cent. The CIS writes amounts with exactly two decimals
 * ("-?([1-9][0-9]*|0)\.[0-9]{2}|0") and quantities with up to three ("-?([1-9][0-9]*|0)(\.[0-9]{1,3})?").
 */

import { formatScaled, parseScaled } from '../../../common/money/scaled-decimal';

/** "12.5" → 1250n hundredths. At most two decimals: money is never rounded silently. */
export const parseAmount = (text: string): bigint => parseScaled(text, 2, 'Amount');

/** 1250n → "12.50", the CIS's amount format. */
export const formatAmount = (hundredths: bigint): string => formatScaled(hundredths, 2);

/** "1.5" → 1500n thousandths. */
export const parseQuantity = (text: string): bigint => parseScaled(text, 3, 'Quantity');

/** 1500n → "1.5": the CIS's quantity format, without trailing zeros. */
export function formatQuantity(thousandths: bigint): string {
  const text = formatScaled(thousandths, 3).replace(/0+$/, '');
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** A VAT rate in percent ("20", "6.5") as hundredths of a percent. */
export const parseRate = (text: string): bigint => parseScaled(text, 2, 'VAT rate');
