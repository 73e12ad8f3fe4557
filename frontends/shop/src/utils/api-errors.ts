import { isApiRequestError, TEXTS, errorText } from '@repair-shop/web';

/** HTTP status of a failed call; null when the failure was not an API answer. */
export function apiStatus(error: unknown): number | null {
  return isApiRequestError(error) ? error.status : null;
}

/** The message a failed write shows: the server's explanation when it gave one, else the catalogue's text. */
export function failureText(error: unknown, fallback: string): string {
  if (isApiRequestError(error)) {
    if (error.detail) return errorText(error.detail, fallback);
    if (error.status === 0) return TEXTS.networkError;
  }
  return fallback;
}
