const HOUR_MS = 60 * 60 * 1000;

/** Wait after the given failed attempt (1 = the first): base, 2×base, 4×base…, never above an hour. */
export function retryDelayMs(failedAttempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempt - 1), HOUR_MS);
}
