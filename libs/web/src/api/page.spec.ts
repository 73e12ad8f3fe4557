import { parseTotalCount } from './page';

describe('parseTotalCount (X-Total-Count)', () => {
  it('reads a whole number, spaces around it allowed', () => {
    expect(parseTotalCount('25', 10)).toBe(25);
    expect(parseTotalCount(' 7 ', 0)).toBe(7);
    expect(parseTotalCount('0', 0)).toBe(0);
  });

  it('keeps a total smaller than the rows before the page (a page past the end)', () => {
    expect(parseTotalCount('30', 100)).toBe(30);
  });

  it('falls back to what the page proves when the header is missing or malformed', () => {
    expect(parseTotalCount(null, 12)).toBe(12);
    expect(parseTotalCount('', 12)).toBe(12);
    expect(parseTotalCount('abc', 12)).toBe(12);
    expect(parseTotalCount('-1', 12)).toBe(12);
    expect(parseTotalCount('1.5', 12)).toBe(12);
    expect(parseTotalCount('99999999999999999999', 12)).toBe(12);
  });
});
