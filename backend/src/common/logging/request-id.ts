import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy in front may already have given the request; anything else is not trusted. */
const ACCEPTED = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Every request gets an id: the one a proxy set in X-Request-Id when it looks like one, else a new
 * UUID. It is in every log line of the request, in the X-Request-Id answer header and in error bodies,
 * so that a user's screenshot of an error leads to its log lines.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}
