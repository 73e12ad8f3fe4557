import { isPageSizeOf, pageCount, pageRangeText, parseTotalCount } from './page';

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

describe('paging', () => {
  it('counts the pages, one for an empty list', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });

  it('names the rows of the page out of all', () => {
    expect(pageRangeText(73, 1, 50)).toBe('1–50 nga 73');
    expect(pageRangeText(73, 2, 50)).toBe('51–73 nga 73');
    expect(pageRangeText(0, 1, 50)).toBe('0–0 nga 0');
  });

  it('knows the page sizes a list offers, as numbers only', () => {
    const sizes = [10, 50, 100] as const;
    expect(isPageSizeOf(sizes, 50)).toBe(true);
    expect(isPageSizeOf(sizes, 20)).toBe(false);
    expect(isPageSizeOf(sizes, '50')).toBe(false);
  });
});
