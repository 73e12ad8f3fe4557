import { ERROR_CODES, type ApiError } from '@repair-shop/contracts';

/** The Albanian sentence sent as `detail` when an error carries none of its own. */
export const DEFAULT_DETAIL_BY_STATUS: Record<number, string> = {
  400: 'Kërkesa nuk është e vlefshme.',
  401: 'Ju lutemi identifikohuni.',
  403: 'Nuk keni leje për këtë veprim.',
  404: 'Nuk u gjet.',
  405: 'Ky veprim nuk lejohet.',
  409: 'Ky veprim bie ndesh me të dhënat ekzistuese.',
  413: 'Kërkesa është shumë e madhe.',
  408: 'Kërkesa zgjati shumë. Ju lutemi provoni përsëri.',
  415: 'Lloji i të dhënave nuk mbështetet. Dërgoni JSON.',
  431: 'Kërkesa ka tituj ose adresë shumë të gjatë.',
  429: 'Shumë përpjekje. Ju lutemi provoni përsëri pas pak.',
  500: 'Ndodhi një gabim i papritur. Ju lutemi provoni përsëri.',
  503: 'Shërbimi nuk është i disponueshëm për momentin.',
};

export const NOT_AN_OBJECT_DETAIL = 'Të dhënat e dërguara duhet të jenë një objekt JSON.';
export const INVALID_TEXT_DETAIL = 'Të dhënat përmbajnë karaktere të palejuara.';
export const TOO_DEEP_DETAIL = 'Të dhënat e dërguara kanë një strukturë shumë të thellë.';

const DEFAULT_CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.authRequired,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: 'METHOD_NOT_ALLOWED',
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  408: 'REQUEST_TIMEOUT',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
  429: ERROR_CODES.tooManyRequests,
  500: ERROR_CODES.internal,
  503: ERROR_CODES.serviceUnavailable,
};

/** The stable code of an error that carries none of its own. */
export function defaultCode(status: number): string {
  return DEFAULT_CODE_BY_STATUS[status] ?? (status >= 500 ? ERROR_CODES.internal : ERROR_CODES.badRequest);
}

/** The body of an error answer that has only its status to go by (and the request's id, when known). */
export function defaultErrorBody(status: number, requestId?: string): ApiError {
  return { detail: defaultDetail(status), code: defaultCode(status), ...(requestId ? { requestId } : {}) };
}

export function defaultDetail(status: number): string {
  return (
    DEFAULT_DETAIL_BY_STATUS[status] ?? (status >= 500 ? DEFAULT_DETAIL_BY_STATUS[500] : DEFAULT_DETAIL_BY_STATUS[400])
  );
}
