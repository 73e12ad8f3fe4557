import { RequestMethod } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import pino, { type DestinationStream } from 'pino';
import type { AppConfig } from '../../config/app-config';
import { loggableUrl } from './loggable-url';

const PINO_LEVELS: Record<AppConfig['logLevel'], string> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
};

/** Requests not worth a line each: probes. */
const QUIET_PATHS = new Set(['/api/health', '/api/health/live', '/api/metrics']);

/** The path as requested: middie hands middleware a url relative to where it is mounted. */
const requestedUrl = (request: IncomingMessage): string =>
  (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? '';

/**
 * Structured JSON logs (pino): one line per request with its id, method, path, status and time, and
 * the request id on every line logged while it is served. Nothing secret is logged: no headers but
 * the user agent, no query strings, no bodies, and tokens in paths are masked (loggableUrl).
 */
export function loggingModule(config: AppConfig, destination?: DestinationStream) {
  return LoggerModule.forRoot({
    // Every route, in the path syntax of Nest 11 (the module's default, "*", is the old one and warns).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: [
      {
        level: PINO_LEVELS[config.logLevel],
        // The id Fastify gave the request (request-id.ts); middie copies it onto the raw request.
        genReqId: (request: IncomingMessage) => (request as IncomingMessage & { id: string }).id,
        quietReqLogger: true,
        autoLogging: {
          ignore: (request: IncomingMessage) => QUIET_PATHS.has(requestedUrl(request).split('?')[0] ?? ''),
        },
        // 503 is the database being away for a moment: expected in an outage, said once per ten seconds by the filter.
        customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
          response.statusCode === 503 ? 'warn' : error || response.statusCode >= 500 ? 'error' : 'info',
        // The exception itself, with its stack, is logged once by the exception filter; pino-http only
        // knows the status and would add an invented error for it.
        customErrorObject: (
          _request: IncomingMessage,
          _response: ServerResponse,
          _error: Error,
          value: Record<string, unknown>,
        ) => {
          const { err: _invented, ...rest } = value;
          return rest;
        },
        customErrorMessage: (_request: IncomingMessage, response: ServerResponse) =>
          `request failed with ${response.statusCode}`,
        serializers: {
          req: (request: IncomingMessage & { id: string }) => ({
            id: request.id,
            method: request.method,
            url: loggableUrl(requestedUrl(request)),
            userAgent: request.headers['user-agent'],
          }),
          res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
        },
      },
      // Asynchronous: a log line never makes a request wait for the terminal or the disk.
      destination ?? pino.destination({ dest: 1, sync: false }),
    ],
  });
}
