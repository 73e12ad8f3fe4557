import type { FiscalLine } from '../fiscal';
import { centsText } from './sale-money';

/** A line of a sale or return as its fiscal document lists it: what it brought, net of every discount. */
export interface SoldLine {
  name: string;
  code: string | null;
  quantity: number;
  /** The line's net total in cents. */
  netTotal: number;
  vatRate: string | null;
}

/**
 * The fiscal lines of a sold line, whose quantities × unit prices add up to its net total exactly: a net total
 * that is no whole number of cents per piece is two lines, quantity − 1 at the price rounded down and one
 * piece at the rest.
 */
export function fiscalLinesOfSold(line: SoldLine): FiscalLine[] {
  const base = {
    name: line.name,
    // The CIS takes a code of up to 50 characters; a longer one stays on the shop's own papers.
    ...(line.code && line.code.length <= 50 ? { code: line.code } : {}),
    vatRate: line.vatRate,
  };
  const floor = Math.floor(line.netTotal / line.quantity);
  if (floor * line.quantity === line.netTotal) {
    return [{ ...base, quantity: String(line.quantity), unitPrice: centsText(floor) }];
  }
  const rest = line.netTotal - floor * (line.quantity - 1);
  return [
    { ...base, quantity: String(line.quantity - 1), unitPrice: centsText(floor) },
    { ...base, quantity: '1', unitPrice: centsText(rest) },
  ];
}
