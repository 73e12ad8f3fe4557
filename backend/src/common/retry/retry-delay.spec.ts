import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  it('doubles the wait after each failed attempt', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(20, 30_000)).toBe(60 * 60 * 1000);
  });

  it('retries at once with a zero base', () => {
    expect(retryDelayMs(3, 0)).toBe(0);
  });
});
