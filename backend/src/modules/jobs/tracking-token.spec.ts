import { TRACKING_TOKEN_LENGTH, isTrackingTokenShaped, newTrackingToken } from './tracking-token';

describe('tracking tokens', () => {
  it('are 22 base62 characters, all different', () => {
    const tokens = Array.from({ length: 2000 }, newTrackingToken);
    for (const token of tokens) expect(token).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(TRACKING_TOKEN_LENGTH * Math.log2(62)).toBeGreaterThanOrEqual(128);
  });

  it('use every base62 character about equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 4000; index += 1)
      for (const character of newTrackingToken()) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 88,000 characters: about 1,419 each; a biased draw would put the first 8 near 1,650.
    for (const count of counts.values()) expect(Math.abs(count - 88_000 / 62)).toBeLessThan(200);
  });

  it('accept the old 43-character links and refuse anything else', () => {
    expect(isTrackingTokenShaped(newTrackingToken())).toBe(true);
    expect(isTrackingTokenShaped('a'.repeat(43))).toBe(true);
    expect(isTrackingTokenShaped('abc_-'.repeat(8) + 'abc')).toBe(true);
    expect(isTrackingTokenShaped('short')).toBe(false);
    expect(isTrackingTokenShaped('a'.repeat(22) + '_')).toBe(false);
    expect(isTrackingTokenShaped('a'.repeat(21) + '-')).toBe(false);
  });
});
