/** What a test of the API clients (in Node, no browser) puts in place of fetch and localStorage. */

export interface FetchCall {
  url: string;
  init: RequestInit;
}

/** Answers every fetch with `status`, `body` and `headers`, pushing what was asked onto `calls`. */
export function answerFetch(
  calls: FetchCall[],
  status: number,
  body: BodyInit | null,
  headers: Record<string, string> = {},
): void {
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status, headers });
  }) as typeof fetch;
}

/** Answers every fetch with `body` as JSON. */
export function answerJson(
  calls: FetchCall[],
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  answerFetch(calls, status, JSON.stringify(body), { 'Content-Type': 'application/json', ...headers });
}

/** A localStorage that holds `stored` and can only be read (what the API clients do with it). */
export function storeForTest(stored: Record<string, string>): void {
  (globalThis as { localStorage?: Pick<Storage, 'getItem'> }).localStorage = {
    getItem: (key: string) => stored[key] ?? null,
  };
}
