import { QueryFailedError } from 'typeorm';

export const DATABASE_UNAVAILABLE_DETAIL = 'Shërbimi nuk është i disponueshëm për momentin. Ju lutemi provoni përsëri pas pak.';

/** Network errors of the driver: the server is down, restarting or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's own codes for "not now": shutting down or starting (57P01-57P03), connection
 * exceptions (class 08), too many connections (53300).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** Messages of errors that pg and TypeORM raise without a code when a connection is lost. */
const LOST_CONNECTION = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Query runner already released|Cannot use a pool after calling end/i;

/** True when an error means the database cannot be reached right now (worth a retry), not a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const cause = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
  const message = cause instanceof Error ? cause.message : error.message;
  return LOST_CONNECTION.test(message) || error.name === 'QueryRunnerAlreadyReleasedError';
}
