import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Level, Logger } from 'pino';
import { loggableUrl } from './loggable-url';

/** Requests not worth a line each: probes. */
const QUIET_PATHS = new Set(['/api/health', '/api/health/live', '/api/metrics']);

/** Only the API's requests get a line, as they always did: not the built frontends' files a page load fetches. */
const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's logging (see RequestLog); null only before the first hook ran. */
    requestLog: RequestLog | null;
  }
}

/** 503 is the database being away for a moment: expected in an outage, said once per ten seconds by the exception filter. */
function levelOf(statusCode: number): Level {
  return statusCode === 503 ? 'warn' : statusCode >= 500 ? 'error' : 'info';
}

const pathOf = (url: string): string => {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
};

/**
 * A request's logging: `logger` is a child of the root logger with the request's id, made only when something
 * is logged (most requests log nothing but their access line); the exception filter writes the request's errors
 * with it. It writes the access line once, when the answer is sent or when the client went away first.
 */
class RequestLog {
  private scoped: Logger | undefined;
  private written = false;

  constructor(
    private readonly root: Logger,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {}

  get logger(): Logger {
    this.scoped ??= this.root.child({ reqId: this.request.id });
    return this.scoped;
  }

  writeLine(aborted: boolean): void {
    if (this.written) return;
    this.written = true;
    const { request, reply } = this;
    const statusCode = reply.statusCode;
    const level = levelOf(statusCode);
    if (!this.root.isLevelEnabled(level)) return;
    const path = pathOf(request.url);
    if (QUIET_PATHS.has(path) || !isApiPath(path)) return;
    // The exception itself, with its stack, is logged once by the exception filter: the line only says the status.
    const message =
      statusCode >= 500 ? `request failed with ${statusCode}` : aborted ? 'request aborted' : 'request completed';
    this.root[level](
      {
        reqId: request.id,
        req: {
          id: request.id,
          method: request.method,
          url: loggableUrl(request.url),
          userAgent: request.headers['user-agent'],
        },
        res: { statusCode },
        responseTime: Math.round(reply.elapsedTime),
      },
      message,
    );
  }
}

/**
 * One JSON line per request with its id, method, path, status and time; the request's errors carry the same id.
 * Nothing secret is logged: no headers but the user agent, no query strings, no bodies, and tokens in paths are
 * masked (loggableUrl). Fastify's own hooks, at the cost of one object per request until something logs. No
 * AsyncLocalStorage: on Node 20 one in use slows every promise of the process (10–20 % of a request, docs/scaling.md).
 */
export function logRequests(server: FastifyInstance, root: Logger): void {
  server.decorateRequest('requestLog', null);
  server.addHook('onRequest', (request, reply, done) => {
    request.requestLog = new RequestLog(root, request, reply);
    done();
  });
  server.addHook('onResponse', (request, _reply, done) => {
    request.requestLog?.writeLine(false);
    done();
  });
  server.addHook('onRequestAbort', (request, done) => {
    request.requestLog?.writeLine(true);
    done();
  });
}
