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

/** How many pages `total` rows fill; at least one, the empty list's. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "1–50 nga 73": the rows of the page out of all that match ("0–0 nga 0" for none). */
export function pageRangeText(total: number, page: number, pageSize: number): string {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `${first}–${last} nga ${total}`;
}

/** `value` is one of the page sizes a list offers. */
export function isPageSizeOf<S extends number>(sizes: readonly S[], value: unknown): value is S {
  return (sizes as readonly unknown[]).includes(value);
}
