import { QueryFailedError } from 'typeorm';

export const DATABASE_UNAVAILABLE_DETAIL =
  'Shërbimi nuk është i disponueshëm për momentin. Ju lutemi provoni përsëri pas pak.';

/** Network errors of the driver: the server is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes for "not now": shutting down or starting (57P01-57P03), connection
 * exceptions (class 08), too many connections (53300).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** Messages of errors that pg and TypeORM raise without a code when a connection is lost. */
const LOST_CONNECTION =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Query runner already released|Cannot use a pool after calling end/i;

/**
 * True when an error means the database cannot be reached right now (worth a retry), not a bad query.
 * Duck-typed: errors raised by Node's sockets may come from another realm than this code's Error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const cause = (error instanceof QueryFailedError ? error.driverError : error) as {
    code?: unknown;
    message?: unknown;
    name?: unknown;
  };
  if (typeof cause.code === 'string' && (NETWORK_CODES.has(cause.code) || isUnavailableSqlState(cause.code)))
    return true;
  const { message, name } = error as { message?: unknown; name?: unknown };
  return (
    (typeof cause.message === 'string' && LOST_CONNECTION.test(cause.message)) ||
    (typeof message === 'string' && LOST_CONNECTION.test(message)) ||
    name === 'QueryRunnerAlreadyReleasedError'
  );
}
