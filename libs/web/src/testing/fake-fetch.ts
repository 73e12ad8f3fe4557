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

/** A fake API's answer with a status other than 200 (a refusal, a server away). */
export class FakeAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** A route's answer: a JSON body (200), a FakeAnswer, or made per call from what was asked. */
export type FakeRoute = unknown | FakeAnswer | ((call: FetchCall) => unknown);

export interface FakeApi {
  /** Every call made, in order, answered or not. */
  calls: FetchCall[];
  /** The calls to one route ("POST /api/fiscal/documents/fd-1/prints"). */
  callsTo: (route: string) => FetchCall[];
  /** Puts the real fetch back. */
  restore: () => void;
}

/** "GET /api/jobs/j1/fiscal-documents": a call's method and path, its query string left out. */
export const routeOf = ({ url, init }: FetchCall): string =>
  `${(init.method ?? 'GET').toUpperCase()} ${new URL(url, 'http://localhost').pathname}`;

/**
 * A fake server for a component test: each route ("METHOD /api/path") answers as given; any other call is
 * answered 404 (and kept in `calls`, for the test to see what it should not have asked).
 */
export function fakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const realFetch = globalThis.fetch;
  const calls: FetchCall[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const call = { url, init };
    calls.push(call);
    const route = routeOf(call);
    if (!(route in routes)) return jsonResponse(404, { detail: `No fake answer for ${route}` });
    const given = routes[route];
    const answer = typeof given === 'function' ? (given as (call: FetchCall) => unknown)(call) : given;
    return answer instanceof FakeAnswer ? jsonResponse(answer.status, answer.body) : jsonResponse(200, answer);
  }) as typeof fetch;
  return {
    calls,
    callsTo: (route) => calls.filter((call) => routeOf(call) === route),
    restore: () => {
      globalThis.fetch = realFetch;
    },
  };
}

/** What the API client reads of an answer (jsdom has no Response class). */
function jsonResponse(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}
