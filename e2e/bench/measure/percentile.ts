/** The p-th percentile (nearest rank) of some figures. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export const median = (values: number[]): number => percentile(values, 50);

/** The arithmetic mean of some figures. */
export const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
