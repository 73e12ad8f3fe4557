/** One page of a paged list: its rows, and how many rows match in all (the X-Total-Count header). */
export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * The X-Total-Count header as a number of rows. A missing or malformed header (an older server, a proxy
 * that drops it) gives `fallback`, the least the page itself proves: the rows before it plus its own.
 */
export function parseTotalCount(header: string | null, fallback: number): number {
  const text = header?.trim() ?? '';
  if (!/^\d+$/.test(text)) return fallback;
  const total = Number(text);
  return Number.isSafeInteger(total) ? total : fallback;
}
