/** A path segment that is a secret (a tracking, reset or invitation token): long, and not a UUID. */
const SECRET_SEGMENT = /^(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$)[A-Za-z0-9_-]{20,}$/i;

/**
 * A request's URL as it may be logged: without the query (searches hold clients' names and phones)
 * and with secret tokens in the path replaced, e.g. /api/public/track/[token].
 */
export function loggableUrl(url: string): string {
  const [path = '', query] = url.split('?');
  const safe = path
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? '[token]' : segment))
    .join('/');
  return query === undefined ? safe : `${safe}?[query]`;
}
