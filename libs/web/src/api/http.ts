import { TOTAL_COUNT_HEADER, type ApiError } from '@repair-shop/contracts';
import { runtimeConfig } from '../config/runtime-config';
import { parseTotalCount, type Page } from './page';

/**
 * Brand of every ApiRequestError. The shell and each remote bundle their own copy of this library, so
 * an error thrown in a remote is not an `instanceof` the shell's class: the shared query client (the
 * shell's copy) recognises it by this global symbol instead. Use isApiRequestError, never instanceof.
 */
const API_ERROR_BRAND: unique symbol = Symbol.for('repair-shop.ApiRequestError');

/**
 * A failed call: `status` 0 means the server could not be reached. `detail` is the server's Albanian
 * sentence and `code` its stable name of the case (ERROR_CODES), when the answer carried them.
 */
export class ApiRequestError extends Error {
  readonly [API_ERROR_BRAND] = true;

  constructor(
    readonly status: number,
    readonly detail: string | null,
    readonly code: string | null = null,
    /** The answer's whole JSON body, for errors that carry more than their detail (an import's bad rows). */
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
  }
}

/** A failed API call, made by this copy of the library or by another bundle's. */
export function isApiRequestError(error: unknown): error is ApiRequestError {
  return (
    typeof error === 'object' && error !== null && (error as { [API_ERROR_BRAND]?: unknown })[API_ERROR_BRAND] === true
  );
}

/** The server's explanation of a failed call; null when it gave none or the failure was not an API answer. */
export function apiErrorDetail(error: unknown): string | null {
  return isApiRequestError(error) ? error.detail : null;
}

export interface RequestOptions {
  token?: string | null;
  /** Sent as JSON; a FormData (a photo) goes as multipart, with the boundary the browser writes. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Ends the call (and a stream being read) when aborted. */
  signal?: AbortSignal;
  /** The call outlives the page (sent as a link opens another app, which may unload it). */
  keepalive?: boolean;
}

interface Answer {
  data: unknown;
  headers: Headers;
}

/** The call's answer, whatever it is; ApiRequestError(0) when the server could not be reached. */
async function fetchAnswer(method: string, path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const query = options.query
    ? Object.entries(options.query)
        .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join('&')
    : '';
  const url = `${runtimeConfig().apiBaseUrl}${path}${query ? `?${query}` : ''}`;
  try {
    return await fetch(url, {
      method,
      headers,
      body:
        options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch {
    throw new ApiRequestError(0, null);
  }
}

/** The failure a non-2xx answer's JSON body describes (its detail and code, when it has them). */
async function failureOf(response: Response): Promise<ApiRequestError> {
  const text = await response.text();
  const error = (text ? safeJson(text) : null) as Partial<ApiError> | null;
  const body =
    typeof error === 'object' && error !== null && !Array.isArray(error) ? (error as Record<string, unknown>) : null;
  return new ApiRequestError(
    response.status,
    typeof error?.detail === 'string' ? error.detail : null,
    typeof error?.code === 'string' ? error.code : null,
    body,
  );
}

/**
 * A link the API answered (a photo's signed link, "/api/photos/…") as the browser must load it: on
 * the API's own origin when the API is deployed on another one.
 */
export function apiLinkUrl(link: string): string {
  return link.startsWith('/api/') ? `${runtimeConfig().apiBaseUrl}${link.slice('/api'.length)}` : link;
}

/** JSON over fetch; success is any 2xx, anything else throws ApiRequestError with the server's detail and code. */
async function send(method: string, path: string, options: RequestOptions): Promise<Answer> {
  const response = await fetchAnswer(method, path, options, 'application/json');
  if (!response.ok) throw await failureOf(response);
  const text = await response.text();
  return { data: text ? safeJson(text) : null, headers: response.headers };
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(method, path, options)).data as T;
}

/** A GET of a paged list: the page's rows, with the number of matching rows from X-Total-Count. */
export async function apiPageRequest<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
  const { data, headers } = await send('GET', path, options);
  const items = Array.isArray(data) ? (data as T[]) : [];
  const offset = Number(options.query?.offset ?? 0) || 0;
  return { items, total: parseTotalCount(headers.get(TOTAL_COUNT_HEADER), offset + items.length) };
}

/**
 * A GET of a stream of server-sent events (text/event-stream), read with fetch so that it carries the
 * bearer token (EventSource cannot send one). A refusal throws ApiRequestError with the server's detail.
 */
export async function apiEventStreamRequest(
  path: string,
  options: RequestOptions = {},
): Promise<ReadableStream<Uint8Array>> {
  const response = await fetchAnswer('GET', path, options, 'text/event-stream');
  if (!response.ok || !response.body) throw await failureOf(response);
  return response.body;
}

/** A file the server sent (a CSV export): its bytes as they came, and the name its Content-Disposition gave. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/** A GET of a file; a failure throws ApiRequestError with the server's JSON detail, like any call. */
export async function apiFileRequest(path: string, options: RequestOptions = {}): Promise<ApiFile> {
  const response = await fetchAnswer('GET', path, options, '*/*');
  if (!response.ok) throw await failureOf(response);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** The file name of a Content-Disposition header (`attachment; filename="punet-….csv"`); null without one. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // a malformed encoding: the plain name below, if any
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
