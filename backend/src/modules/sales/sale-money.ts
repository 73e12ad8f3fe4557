import type { PaymentMethod } from '@repair-shop/contracts';

/**
 * A sale's money in whole cents (exact integers): the lines' totals, the sale's discount shared over them,
 * the change, how a job's balance is allocated to the methods paid, and what a return gives back by which
 * method. Pure functions, so that every rounding rule is tested once.
 */

/** Each line's share of the sale's discount, proportional to the lines' totals, rounded to cents; the largest line takes the remainder. */
export function discountShares(lineTotals: number[], discount: number): number[] {
  const subtotal = lineTotals.reduce((sum, total) => sum + total, 0);
  if (discount === 0 || subtotal === 0) return lineTotals.map(() => 0);
  const largest = lineTotals.reduce((best, total, index) => (total > (lineTotals[best] ?? 0) ? index : best), 0);
  const shares = lineTotals.map((total) => Math.round((discount * total) / subtotal));
  shares[largest] = 0;
  shares[largest] = discount - shares.reduce((sum, share) => sum + share, 0);
  return shares;
}

/** Money kept by each payment: cash less the change given back (from the cash payments, last first). */
export function keptByPayment(payments: { method: PaymentMethod; cents: number }[], change: number): number[] {
  const kept = payments.map((payment) => payment.cents);
  let left = change;
  for (let index = kept.length - 1; index >= 0 && left > 0; index--) {
    if (payments[index]?.method !== 'cash') continue;
    const taken = Math.min(left, kept[index] ?? 0);
    kept[index] = (kept[index] ?? 0) - taken;
    left -= taken;
  }
  if (left > 0) throw new Error('change larger than the cash given');
  return kept;
}

/**
 * Allocates amounts (the job lines' net totals, in line order) to the money kept by each payment, in the order
 * the payments were given: each amount gets one or more (method, cents) parts.
 */
export function allocate(
  amounts: number[],
  payments: { method: PaymentMethod }[],
  kept: number[],
): { method: PaymentMethod; cents: number }[][] {
  const left = [...kept];
  let at = 0;
  return amounts.map((amount) => {
    const parts: { method: PaymentMethod; cents: number }[] = [];
    let owed = amount;
    while (owed > 0 && at < left.length) {
      const taken = Math.min(owed, left[at] ?? 0);
      const method = payments[at]?.method;
      if (taken > 0 && method) {
        const same = parts.find((part) => part.method === method);
        if (same) same.cents += taken;
        else parts.push({ method, cents: taken });
        owed -= taken;
        left[at] = (left[at] ?? 0) - taken;
      }
      if ((left[at] ?? 0) === 0) at++;
    }
    if (owed > 0) throw new Error('the payments do not cover the amounts allocated');
    return parts;
  });
}

/**
 * The money a return of `quantity` pieces gives back for a line of `lineQuantity` pieces whose net total is
 * `netTotal`, `returnedBefore` of them brought back already: the difference of the cumulative shares, each
 * rounded down, so that the last piece takes the remainder and returning all gives back exactly the net total.
 */
export function refundOfLine(netTotal: number, lineQuantity: number, returnedBefore: number, quantity: number): number {
  const cumulative = (pieces: number): number =>
    pieces >= lineQuantity ? netTotal : Math.floor((netTotal * pieces) / lineQuantity);
  return cumulative(returnedBefore + quantity) - cumulative(returnedBefore);
}

/**
 * How a return's money goes back by the sale's methods: cash first, up to the cash kept less the cash given
 * back already, then the other methods in the order they were paid, each up to what it kept less what it gave back.
 */
export function refundByMethod(
  refund: number,
  kept: { method: PaymentMethod; cents: number }[],
  givenBack: Partial<Record<PaymentMethod, number>>,
): { method: PaymentMethod; cents: number }[] {
  const room = new Map<PaymentMethod, number>();
  for (const { method, cents } of kept) room.set(method, (room.get(method) ?? 0) + cents);
  for (const [method, cents] of Object.entries(givenBack) as [PaymentMethod, number][]) {
    room.set(method, (room.get(method) ?? 0) - cents);
  }
  const order = [...room.keys()].sort((a, b) => (a === 'cash' ? -1 : b === 'cash' ? 1 : 0));
  const parts: { method: PaymentMethod; cents: number }[] = [];
  let left = refund;
  for (const method of order) {
    if (left === 0) break;
    const taken = Math.min(left, Math.max(0, room.get(method) ?? 0));
    if (taken > 0) parts.push({ method, cents: taken });
    left -= taken;
  }
  // A sale's returns never give back more than it kept (the refunds add up to at most its total); a rounding
  // remainder would be cash.
  if (left > 0) {
    const cash = parts.find((part) => part.method === 'cash');
    if (cash) cash.cents += left;
    else parts.push({ method: 'cash', cents: left });
  }
  return parts;
}

/** Cents as two-decimal text ("12.50"). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Two-decimal text (or a number from a validated DTO) as cents. */
export const cents = (amount: string | number): number => Math.round(Number(amount) * 100);
