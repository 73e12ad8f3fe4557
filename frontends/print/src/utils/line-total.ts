/**
 * A line's total, unit price times quantity, counted in whole cents so that no binary fraction creeps
 * in (0.1 × 3 is 0.30000000000000004 in floating point). The job's own total, paid and balance are
 * never summed here: the server sends them.
 */
export function lineTotal(unitPrice: number, quantity: number): number {
  return (Math.round(unitPrice * 100) * quantity) / 100;
}
