import type { ApiError } from '@repair-shop/contracts';
import { runtimeConfig } from '../config/runtime-config';

/** A failed call: `status` 0 means the server could not be reached. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
  ) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
}

/** JSON over fetch; success is any 2xx, anything else throws ApiRequestError with the server's detail. */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
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
    const detail = typeof (data as ApiError | null)?.detail === 'string' ? (data as ApiError).detail : null;
    throw new ApiRequestError(response.status, detail);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
