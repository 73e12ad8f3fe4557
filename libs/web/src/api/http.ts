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
  ) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
  }
}

/** A failed API call, made by this copy of the library or by another bundle's. */
export function isApiRequestError(error: unknown): error is ApiRequestError {
  return typeof error === 'object' && error !== null && (error as { [API_ERROR_BRAND]?: unknown })[API_ERROR_BRAND] === true;
}

/** The server's explanation of a failed call; null when it gave none or the failure was not an API answer. */
export function apiErrorDetail(error: unknown): string | null {
  return isApiRequestError(error) ? error.detail : null;
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
}

interface Answer {
  data: unknown;
  headers: Headers;
}

/** JSON over fetch; success is any 2xx, anything else throws ApiRequestError with the server's detail and code. */
async function send(method: string, path: string, options: RequestOptions): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const query = options.query
    ? Object.entries(options.query)
        .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join('&')
    : '';
  const url = `${runtimeConfig().apiBaseUrl}${path}${query ? `?${query}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiRequestError(0, null);
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = data as Partial<ApiError> | null;
    throw new ApiRequestError(
      response.status,
      typeof error?.detail === 'string' ? error.detail : null,
      typeof error?.code === 'string' ? error.code : null,
    );
  }
  return { data, headers: response.headers };
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

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
